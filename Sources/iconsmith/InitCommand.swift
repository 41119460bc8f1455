import ArgumentParser
import CheckConfiguration
import CheckRunning
import IconsmithIO
import Rules

/// `iconsmith init`: writes a commented starter `.iconsmith.yml`.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a commented starter .iconsmith.yml.")

  @Argument(help: "The folder to write it in (default: the current folder).")
  var folder: String = "."

  @Flag(help: "Replace an existing .iconsmith.yml.")
  var force = false

  func run() throws {
    let target = Iconsmith.rawArguments.path(for: folder).appending(ConfigurationFile.fileName)
    let text = ConfigurationTemplate.starter(rules: RuleCatalog.descriptors)
    do {
      try AtomicFileWriter.write(Array(text.utf8), to: target, overwrite: force)
    } catch {
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
    print("wrote \(target): edit it, then run `iconsmith check`")
  }
}
