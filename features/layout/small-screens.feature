@browser @browser-only
Feature: Sidekick on a tablet and a phone
  Issue 34. Below 900 px wide the sidebar, classic or new, is a drawer behind "Menu" and the screen
  takes the whole width. No page scrolls sideways (WCAG 2.2 1.4.10 Reflow: a table scrolls in a
  region of its own), and every control is 24 × 24 px or spaced as much (2.5.8 Target Size).
  Screen sizes are the browser's: the view-model run leaves these scenarios out (@browser-only).

  Scenario Outline: the sidebar is a drawer on a <device>
    Given Riley Planner holds a <device>
    And Riley Planner is signed in
    When they open the sidebar drawer
    Then the drawer is open with the focus inside it and the screen beside it inert
    When they close the drawer with Escape
    Then the drawer is closed
    When they open the sidebar drawer
    And they close the drawer by tapping beside it
    Then the drawer is closed
    When they open the sidebar drawer
    And they follow the drawer's "Status" link
    Then the drawer is closed
    When they open the sidebar drawer
    Then the drawer marks "Status" as the current page

    Examples:
      | device              |
      | tablet (820 × 1180) |
      | phone (390 × 844)   |

  Scenario: the new sidebar is a drawer on a phone too
    Given Sam Super holds a phone (390 × 844)
    And Sam Super is signed in
    When they open the sidebar drawer
    And they switch to the "New UI"
    And they close the drawer with Escape
    Then the drawer is closed
    When they open the sidebar drawer
    Then the drawer is open with the focus inside it and the screen beside it inert
    When they follow the drawer's "Campaigns" link
    Then the drawer is closed
    When they open the sidebar drawer
    Then the drawer marks "Campaigns" as the current page

  Scenario Outline: a planner's pages fit a <device>
    Given Riley Planner holds a <device>
    And Riley Planner is signed in
    Then none of these places scrolls the page sideways or breaks WCAG 2.2 seriously:
      | /                    |
      | a chat with a result |
      | /status              |
      | /folders             |
      | /campaigns           |
      | /campaign/new        |
      | a campaign page      |

    Examples:
      | device              |
      | tablet (820 × 1180) |
      | phone (390 × 844)   |

  Scenario Outline: the administration fits a <device>
    Given Sam Super holds a <device>
    And Sam Super is signed in
    When they open "/admin"
    Then none of these admin tabs scrolls the page sideways or breaks WCAG 2.2 seriously:
      | Accounts       |
      | Users          |
      | Roles          |
      | Permissions    |
      | Allowed Users  |
      | Channel Config |
      | Data Export    |
      | Audit          |

    Examples:
      | device              |
      | tablet (820 × 1180) |
      | phone (390 × 844)   |

  Scenario Outline: an account admin's administration fits a <device>
    Given Avery Owner holds a <device>
    And Avery Owner is signed in
    Then none of these places scrolls the page sideways or breaks WCAG 2.2 seriously:
      | /account-admin |

    Examples:
      | device              |
      | tablet (820 × 1180) |
      | phone (390 × 844)   |
