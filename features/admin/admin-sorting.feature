@admin @browser
Feature: Sorting the admin tables
  Spec 3 §5 "Sorting": each table starts in its own order, and a click on a header sorts by it,
  a second click the other way.

  Background:
    Given Sam Super is signed in

  @R3.5.26 @R3.5.27
  Scenario: roles start by name, A to Z; the header turns the order round and back
    When they open the admin dashboard on "Roles"
    Then the roles listed are "Admin, Analyst, Super Admin, User, Viewer"
    When they sort the roles table by "Name"
    Then the roles listed are "Viewer, User, Super Admin, Analyst, Admin"
    When they sort the roles table by "Name"
    Then the roles listed are "Admin, Analyst, Super Admin, User, Viewer"

  @R3.5.27
  Scenario: allowed users start by email, A to Z, a new one among them
    When they open the admin dashboard on "Allowed Users"
    And they allow "adam.first@example.com" as "User" in "Acme Media"
    Then the allowed users listed are "adam.first@example.com, alex.admin@example.com, avery.owner@example.com, casey.morgan@example.com, jordan.lee@example.com, riley.planner@example.com, sam.super@example.com, taylor.brooks@example.com, val.viewer@example.com"
