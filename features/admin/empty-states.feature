@admin
Feature: What the admin tabs say when they have nothing to list
  Spec 3 §2: an empty Roles or Allowed Users tab says so and offers the way on; a role cannot
  grant permissions that do not exist; the note on an Admin's allowed user. View-model level:
  the texts need no Chromium to be seen.

  Background:
    Given Sam Super is signed in

  @R3.2.25
  Scenario: no roles yet: the tab says so and offers the first one
    Given the demo backend answers the next "GET /api/admin/roles" with an empty list
    When they open the admin dashboard on "Roles"
    Then the empty roles table says "No roles defined yet"
    And the empty roles table offers "Add First Role"

  @R3.2.27
  Scenario: with no permissions, a new role has none to grant
    Given the demo backend answers the next "GET /api/admin/permissions" with an empty list
    When they open the admin dashboard on "Roles"
    Then the Add Role form says "No permissions available. Please create permissions first." in place of permissions

  @R3.2.33
  Scenario: no allowed users yet
    Given the demo backend answers the next "GET /api/admin/allowed-users" with an empty list
    When they open the admin dashboard on "Allowed Users"
    Then the empty allowed users table says "No specifically allowed users defined yet / Only users added to this list will be able to access the application."

  @R3.2.34
  Scenario: an allowed user with the Admin role becomes an account admin, and the form says so
    When they open the admin dashboard on "Allowed Users"
    Then choosing the role "Admin" in Add User notes "Users with the Admin role are automatically made account admins of the chosen account."
    And choosing the role "User" in Add User notes nothing

  @R3.2.20
  Scenario: a user's row offers to edit their role and to impersonate them
    When they open the admin dashboard on "Users"
    Then "riley.planner@example.com" offers a role edit
    And "riley.planner@example.com" offers an impersonation
    And "alex.admin@example.com" offers a role edit
    And "alex.admin@example.com" offers an impersonation
