@admin @browser
Feature: What the Users tab shows of a user
  Spec 3 §2 User Management and §3 "Admin user": a user's email, display name, role, accounts,
  last login and status, one row per user however many accounts they hold.

  @R3.3.01 @R3.3.02
  Scenario: a user of several accounts is one row listing them all
    Given Sam Super is signed in
    When they open the admin dashboard on "Users"
    Then the user "alex.admin@example.com" reads "Alex Admin" under "Display Name"
    And the user "alex.admin@example.com" reads "Admin" under "Role"
    And the user "alex.admin@example.com" reads "Acme Media, Globex Retail, Initech Auto, Scale Test" under "Account"
    And the user "alex.admin@example.com" reads "Active" under "Status"

  @R3.5.10
  Scenario: only a super admin sees the Super Admin role in the editor
    Given Alex Admin is signed in
    When they open the admin dashboard on "Users"
    Then the user editor of "riley.planner@example.com" does not offer the role "Super Admin"
    Given Sam Super is signed in
    When they open the admin dashboard on "Users"
    Then the user editor of "riley.planner@example.com" offers the role "Super Admin"
