@admin @browser
Feature: Users tab
  Spec 3 §2 User Management, §4, §5: search, sort, the editor and its rules.

  Background:
    Given Sam Super is signed in
    And they open the admin dashboard on "Users"

  @R3.5.24 @R3.5.25 @R3.9.01
  Scenario: typing searches after 300 ms, case-insensitively on email or name
    When they type "RILEY" into the users search
    Then the users listed include "riley.planner@example.com"
    And the users listed include "sam.super@example.com"
    When 300 ms pass
    Then the users listed are "riley.planner@example.com"

  @R3.5.25
  Scenario: Enter applies the search at once
    When they search the users for "planner" and press Enter
    Then the users listed are "riley.planner@example.com"

  @R3.2.19
  Scenario: users who never signed in show Never
    Then some user's last login reads "Never"

  @R3.5.06 @R3.5.07
  Scenario Outline: the editor refuses <what>
    When they edit "riley.planner@example.com" to <change>
    Then the form says "<text>"

    Examples:
      | what                    | change                               | text                                            |
      | a user without accounts | have the role "User" and no accounts | Please select at least one account for the user |
      | a user without a role   | have no role                         | Please select a role for the user               |

  @R3.4.08
  Scenario: switching to a non-Admin role keeps only the first account
    When they choose the role "User" for "alex.admin@example.com"
    Then the editor holds the accounts "Acme Media"

  @R3.6.04
  Scenario: an admin cannot assign the Super Admin role
    Given Alex Admin is signed in
    And they open the admin dashboard on "Users"
    Then they are refused to assign the Super Admin role

  Scenario: an admin cannot give anyone a role that makes a Super Admin, whatever its name
    When they open the admin dashboard on "Roles"
    And they create the role "Probe Ops" granting "impersonate_admin"
    And they open the admin dashboard on "Users"
    Then the user editor of "riley.planner@example.com" offers the role "Probe Ops"
    Given Alex Admin is signed in
    And they open the admin dashboard on "Users"
    Then the user editor of "riley.planner@example.com" does not offer the role "Probe Ops"

  @R3.4.01 @R3.4.02
  Scenario: deactivating a user is saved as its own change
    When they edit "oswaldo.kohler@example.com" to have the status "Inactive"
    Then the status of "oswaldo.kohler@example.com" reads "Inactive"
