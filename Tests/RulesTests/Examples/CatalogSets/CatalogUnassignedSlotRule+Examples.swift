@testable import Rules

extension CatalogUnassignedSlotRule: RuleExamples {
  static func examples() throws -> RuleExample {
    var slots = catalogSlots
    slots[3].filename = nil
    var unassigned = try catalogApp(slots: slots)
    unassigned[appIconSet + "/icon-58.png"] = nil
    return (Fixture(assets: unassigned), Fixture(assets: try catalogApp()))
  }
}
