@admin @browser
Feature: Admin Dashboard
  Spec 3 §2: the tabs in the spec's order, Accounts by default, and the access texts.

  @R3.2.04 @R3.2.06 @R3.6.02
  Scenario: a super admin sees every tab, Accounts first
    Given Sam Super is signed in
    When they open the admin dashboard
    Then the dashboard offers the tabs "Accounts, Users, Roles, Permissions, Allowed Users, Channel Config, Data Export, Audit"
    And the open tab is "Accounts"

  @browser-only
  Scenario: the admin dashboard is accessible
    Given Sam Super is signed in
    When they open the admin dashboard
    Then the page has no serious accessibility violations

  @R3.2.05 @R3.6.02 @R3.1.01
  Scenario: an admin sees only the tabs of admins
    Given Alex Admin is signed in
    When they open the admin dashboard
    Then the dashboard offers the tabs "Accounts, Users, Allowed Users, Channel Config"

  @R3.2.08 @R3.8.01
  Scenario Outline: an admin who lands on <tab> is switched to Accounts
    Given Alex Admin is signed in
    When they open the admin dashboard on "<tab>"
    Then the open tab is "Accounts"
    And the dashboard says "Access denied. Super Admin privileges required for this section."

    Examples:
      | tab         |
      | Roles       |
      | Permissions |
      | Data Export |

  @R3.2.01 @R3.6.01
  Scenario: a regular user is sent back to the chat
    Given Riley Planner is signed in
    When they open "/admin"
    Then they are on the chat workspace

  @R3.2.01 @R3.6.12
  Scenario: the dashboard turns away a user who is no longer an admin
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"
    When they impersonate "riley.planner@example.com"
    And they open the admin dashboard
    Then they are on the chat workspace
