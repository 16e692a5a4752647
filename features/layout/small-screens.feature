@browser @browser-only
Feature: Sidekick on a tablet and a phone
  Issue 34. Below 900 px wide the sidebar, classic or new, is a drawer behind "Menu" and the screen
  takes the whole width. No page scrolls sideways (WCAG 2.2 1.4.10 Reflow: a table scrolls in a
  region of its own), and every control is 24 × 24 px or spaced as much (2.5.8 Target Size); a
  page has one main landmark (axe-core's main-landmark findings count at any impact).
  Screen sizes are the browser's: the view-model run leaves these scenarios out (@browser-only).
  A scenario tagged @touch runs in a browser with a touch screen and taps instead of clicking.

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

  @touch
  Scenario Outline: a planner's journey by touch on a <device>
    Given Riley Planner holds a <device>
    When they sign in by touch
    And they attach "io-northwind-spring-trail.pdf" by touch
    And they send "Process this insertion order" by touch
    And the assistant has finished
    Then the campaign details show "Insertion order"
    # The classic sidebar has no link to the campaigns: a planner types its address.
    When they open "/campaigns"
    And they open the campaign "Tailspin Summer Sale FACEBOOK" by touch
    Then the campaign page says "Tailspin Summer Sale FACEBOOK"

    Examples:
      | device              |
      | tablet (820 × 1180) |
      | phone (390 × 844)   |

  @touch
  Scenario: the briefcase is a sheet over the whole phone
    Given Riley Planner holds a phone (390 × 844)
    And Riley Planner is signed in
    When they open a chat with a result
    And they show the briefcase by touch
    Then the briefcase fills the screen with the focus inside it
    When they close the briefcase with its close button
    Then the briefcase is closed with the focus back on "Show briefcase"
    When they show the briefcase by touch
    And they close the briefcase with Escape
    Then the briefcase is closed with the focus back on "Show briefcase"

  Scenario Outline: a phone shows <address> as cards with the rows' controls
    Given Riley Planner holds a phone (390 × 844)
    And Riley Planner is signed in
    When they open "<address>"
    Then every row of the list is a card with the controls its row has on a laptop

    Examples:
      | address    |
      | /campaigns |
      | /folders   |

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
    And none of these places scrolls the page sideways or breaks WCAG 2.2 seriously:
      | / |

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
