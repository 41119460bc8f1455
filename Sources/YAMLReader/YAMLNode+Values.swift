extension YAMLNode {
  /// The boolean a scalar tagged `bool` holds: `true`, `yes` or `on` and `false`, `no` or
  /// `off` in any case (Yams' `Bool.construct`); nil for any other tag or text.
  public var bool: Bool? {
    guard kind == .scalar, tag == .bool, let text else { return nil }
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: return nil
    }
  }

  /// Whether the node's tag is `null`: `~`, `null` or nothing where the resolver reads them
  /// so, or any node tagged `!!null`.
  public var isNull: Bool { tag == .null }

  /// The integer a plain scalar tagged `int` holds, read as Yams' `Int.construct` reads it
  /// (`_` dropped, `0x`, `0b`, `0o` and `0` prefixes, sexagesimal `1:30`); nil for any other
  /// tag or style, or a value past `Int`'s range (where Yams traps, sexagesimal).
  public var int: Int? {
    guard kind == .scalar, tag == .int, style == .plain, let text else { return nil }
    return Self.integer(text)
  }

  /// The number a plain scalar tagged `float` holds, read as Yams' `Double.construct` reads
  /// it (`.inf`, `-.inf`, `.nan`, `_` dropped, sexagesimal `1:30.5`); nil for any other tag
  /// or style.
  public var double: Double? {
    guard kind == .scalar, tag == .float, style == .plain, let text else { return nil }
    switch text.lowercased() {
    case ".inf", "+.inf": return .infinity
    case "-.inf": return -.infinity
    case ".nan": return .nan
    default:
      let digits = text.filter { $0 != "_" }
      if digits.contains(":") { return Self.sexagesimal(digits) as Double? }
      return Double(digits)
    }
  }

  static func integer(_ text: String) -> Int? {
    let digits = text.filter { $0 != "_" }
    if digits == "0" { return 0 }
    let negative = digits.hasPrefix("-")
    let signed = negative || digits.hasPrefix("+")
    let unsigned = digits.dropFirst(signed ? 1 : 0)
    // The order matters: "0x" and its kin before the bare octal "0".
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)]
    where unsigned.hasPrefix(prefix) {
      return Int((negative ? "-" : "") + unsigned.dropFirst(prefix.count), radix: radix)
    }
    if unsigned.contains(":") { return sexagesimal(digits) as Int? }
    return Int(digits)
  }

  /// `[-+]a:b:c` as a·60² + b·60 + c, summed from the last part as Yams sums it (so a real
  /// rounds the same way); nil when a part is not a number, or on overflow (where Yams traps).
  static func sexagesimal(_ text: String) -> Int? {
    guard let (sign, parts) = sexagesimalParts(text, { Int($0, radix: 10) }) else { return nil }
    var value = 0
    var base = 1
    for part in parts.reversed() {
      let (scaled, overflow) = part.multipliedReportingOverflow(by: base)
      let (sum, sumOverflow) = value.addingReportingOverflow(scaled)
      let (next, baseOverflow) = base.multipliedReportingOverflow(by: 60)
      guard !overflow, !sumOverflow, !baseOverflow else { return nil }
      value = sum
      base = next
    }
    return sign * value
  }

  static func sexagesimal(_ text: String) -> Double? {
    guard let (sign, parts) = sexagesimalParts(text, { Double($0) }) else { return nil }
    var value = 0.0
    var base = 1.0
    for part in parts.reversed() {
      value += part * base
      base *= 60
    }
    return Double(sign) * value
  }

  private static func sexagesimalParts<Number>(_ text: String, _ read: (String) -> Number?)
    -> (sign: Int, parts: [Number])?
  {
    var rest = Substring(text)
    var sign = 1
    if rest.hasPrefix("-") {
      sign = -1
      rest = rest.dropFirst()
    } else if rest.hasPrefix("+") {
      rest = rest.dropFirst()
    }
    var parts: [Number] = []
    for component in rest.split(separator: ":", omittingEmptySubsequences: false) {
      guard let part = read(String(component)) else { return nil }
      parts.append(part)
    }
    return (sign, parts)
  }
}
