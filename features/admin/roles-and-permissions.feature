@admin @browser
Feature: Roles and permissions
  Spec 3 §2 Roles and Permissions tabs, §5.

  Background:
    Given Sam Super is signed in

  @R3.5.13 @R3.6.09
  Scenario: a new role is listed; a role with users cannot be deleted
    When they open the admin dashboard on "Roles"
    And they create the role "Planner" granting "can_send_message, can_approve"
    Then the roles listed include "Planner"
    And the role "Planner" can be deleted
    And the role "User" cannot be deleted

  @R3.2.26 @R3.6.09 @R3.3.05
  Scenario: a role is renamed and grants one more permission
    When they open the admin dashboard on "Roles"
    Then the role "Analyst" grants 4 permissions
    When they rename the role "Analyst" to "Insights Analyst" granting "can_approve" as well
    Then the roles listed include "Insights Analyst"
    And the roles listed do not include "Analyst"
    And the role "Insights Analyst" grants 5 permissions

  @R3.5.12
  Scenario: a role needs a name
    When they open the admin dashboard on "Roles"
    And they create the role " " granting ""
    Then the form says "Role name is required"

  @R3.2.29 @R3.2.30 @R3.6.10
  Scenario: system permissions have no edit or delete; custom ones do
    When they open the admin dashboard on "Permissions"
    Then the permission "can_approve" cannot be edited
    And the permission "view_reports" can be edited
    When they add the permission "export_reports" named "Export reports"
    Then the permissions listed include "export_reports"

  @R3.5.17
  Scenario: a permission needs a key and a name
    When they open the admin dashboard on "Permissions"
    And they add the permission "" named "Nameless"
    Then the form says "Permission key and name are required"

  Scenario: a refused change leaves the role as it was, after a reload too
    When they open the admin dashboard on "Permissions"
    And they add the permission "export_reports" named "Export reports"
    And they open the admin dashboard on "Roles"
    And they rename the role "Analyst" to "Analyst Renamed" granting "export_reports", which another admin deletes meanwhile
    Then the form says "Failed to save role: A permission you granted no longer exists: reload the page and try again"
    When they reload the page
    And they open the admin dashboard on "Roles"
    Then the roles listed include "Analyst"
    And the roles listed do not include "Analyst Renamed"
    And the role "Analyst" grants 4 permissions
