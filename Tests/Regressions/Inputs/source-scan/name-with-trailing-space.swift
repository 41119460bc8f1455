import UIKit

final class TabsController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let first = UITabBarItem(title: "X", image: UIImage(named: "tab-x@2 .png"), tag: 0)
    let second = UITabBarItem(title: "Gear", image: UIImage(named: "gear @2x"), tag: 1)
    tabBarItem = first
    _ = second
  }
}
