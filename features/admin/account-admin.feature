@admin @browser
Feature: An account admin's own administration
  Spec 3 §6: "Manage users and settings of own account" — yes for account admins too. Avery Owner
  (account admin of Acme Media, not an Admin) reaches Account Administration from the navigation
  and manages Acme's users and settings; the backend refuses anything outside (permission-matrix).

  @R1.1.05 @R3.6.07 @R3.1.01
  Scenario: Avery makes a member an account admin, and back
    Given Avery Owner is signed in
    When they open Account Administration
    Then they see "riley.planner@example.com" in the account as "Member"
    When they press "Make account admin" for "riley.planner@example.com"
    Then they see "riley.planner@example.com" in the account as "Account admin"
    When they press "Make member" for "riley.planner@example.com"
    Then they see "riley.planner@example.com" in the account as "Member"

  @browser-only
  Scenario: Account Administration is accessible
    Given Avery Owner is signed in
    When they open Account Administration
    Then the page has no serious accessibility violations

  Scenario: Avery cannot change their own role in the account
    Given Avery Owner is signed in
    When they open Account Administration
    And they press "Make member" for "avery.owner@example.com"
    Then Account Administration says "You cannot change your own role in the account"

  @R3.6.07
  Scenario: Avery removes a user and adds them back by email
    Given Avery Owner is signed in
    When they open Account Administration
    And they press "Remove" for "riley.planner@example.com"
    Then they no longer see "riley.planner@example.com" in the account
    When they add "riley.planner@example.com" to the account as "Member"
    Then Account Administration says "User was added to this account."
    And they see "riley.planner@example.com" in the account as "Member"

  @R3.5.09 @R3.9.05
  Scenario: a user of another account cannot be added
    Given Avery Owner is signed in
    When they open Account Administration
    And they add "val.viewer@example.com" to the account as "Member"
    Then Account Administration says "Non-Admin users can only be assigned to a single account"

  @R3.2.15 @R3.6.07
  Scenario: Avery adds a setting to Acme Media
    Given Avery Owner is signed in
    When they open Account Administration
    And they open the account settings
    And they add the account setting "report-currency" with "EUR"
    Then the account setting "report-currency" holds "EUR"
