@admin @browser
Feature: A role's permissions make admins and super admins
  Spec 1 §6 and spec 3 §6: an admin holds the role 'Admin' or the flag full_admin, a super admin
  isSuperAdmin or the flag impersonate_admin; the flags come from the permissions of the role.

  @R1.6.01 @R1.6.04 @R3.6.08
  Scenario: a role granting full_admin makes an admin, whatever its name
    Given Sam Super is signed in
    And they open the admin dashboard on "Roles"
    And they create the role "Ops Lead" granting "full_admin"
    And they open the admin dashboard on "Users"
    And they edit "riley.planner@example.com" to have the role "Ops Lead"
    Given Riley Planner is signed in
    Then the sidebar offers the "Admin" link
    When they open the admin dashboard
    Then the dashboard offers the tabs "Accounts, Users, Allowed Users, Channel Config"

  @R1.6.02 @R1.6.04 @R3.6.08
  Scenario: a role granting impersonate_admin makes a super admin, whatever its name
    Given Sam Super is signed in
    And they open the admin dashboard on "Roles"
    And they create the role "Probe Ops" granting "full_admin, impersonate_admin"
    And they open the admin dashboard on "Users"
    And they edit "riley.planner@example.com" to have the role "Probe Ops"
    Given Riley Planner is signed in
    When they open the admin dashboard
    Then the dashboard offers the tabs "Accounts, Users, Roles, Permissions, Allowed Users, Channel Config, Data Export, Audit"
