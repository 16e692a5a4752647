@admin @browser
Feature: What the admin tables show of each record
  Spec 3 §3 "Entities": the fields of an account, an account's user, a role, a permission and an
  allowed user, as their tables show them.

  Background:
    Given Sam Super is signed in

  @R3.3.06 @R3.3.07
  Scenario: a new account, active, with its creator as its admin
    When they open the admin dashboard
    And they create the account "Hooli Media"
    Then the accounts row "Hooli Media" reads "Active" under "Status"
    And the accounts row "Hooli Media" reads "Sam Super" under "Created By"
    When they open the account admins of "Hooli Media"
    Then the account users row "sam.super@example.com" reads "Sam Super" under "Display Name"
    And the account users row "sam.super@example.com" reads "Yes" under "Account Admin"

  @R3.3.03
  Scenario: a role's description, users and permissions
    When they open the admin dashboard on "Roles"
    Then the roles row "Analyst" reads "Asks questions about results and exports them" under "Description"
    And the roles row "Analyst" reads "4" under "Permissions"
    And the roles row "Viewer" reads "Reads results and sends messages only" under "Description"

  @R3.3.04
  Scenario: a permission's key, name and description
    When they open the admin dashboard on "Permissions"
    Then the permissions row "view_reports" reads "View reports" under "Name"
    And the permissions row "view_reports" reads "See impression and spend reports" under "Description"

  @R3.3.09
  Scenario: an allowed user's initial role and account
    When they open the admin dashboard on "Allowed Users"
    And they allow "morgan.new@example.com" as "Analyst" in "Globex Retail"
    Then the allowed users row "morgan.new@example.com" reads "Analyst" under "Initial Role"
    And the allowed users row "morgan.new@example.com" reads "Globex Retail" under "Initial Account"
