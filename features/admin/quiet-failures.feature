@admin
Feature: What the administration refuses before the backend, and what it says of its lookups
  Spec 3 §5 and §8: the user editor refuses the Super Admin role to an admin in the spec's words;
  the roles and accounts the editor offers that cannot load are only logged; the users Add Admin
  offers that cannot load are said. View-model level.

  @R3.5.08
  Scenario: an admin's edit that would make a Super Admin is refused in the spec's words
    # The editor offers the role only to super admins (user-rows.feature); the rule
    # still refuses a choice that reaches the form, before anything is sent.
    Given Alex Admin is signed in
    And they open the admin dashboard on "Users"
    When they edit "riley.planner@example.com" to have the role "Super Admin"
    Then the form says "You do not have permission to assign the Super Admin role"
    And the demo backend received "PUT /api/admin/users/u-riley-planner/role" 0 times

  @R3.8.34
  Scenario: the roles and accounts of the user editor that cannot load are only logged
    Given Sam Super is signed in
    And the demo backend refuses the next "GET /api/admin/roles" with "Database unavailable"
    And the demo backend refuses the next "GET /api/account-admin/accounts" with "Database unavailable"
    And the demo backend refuses the next "GET /api/admin/accounts" with "Database unavailable"
    When they open the admin dashboard on "Users"
    Then the users listed include "riley.planner@example.com"
    And the demo backend received "GET /api/admin/roles"
    And the admin screen shows no error

  @R3.8.12
  Scenario: the users Add Admin would offer that cannot load say so
    Given Sam Super is signed in
    And they open the admin dashboard
    And they open the account admins of "Umbrella Health"
    And the demo backend refuses the next "GET /api/admin/users" with "Database unavailable"
    Then Add Admin says "Failed to load available users. Please try again later."
