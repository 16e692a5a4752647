@admin @browser
Feature: What the admin screens show around their rows
  Spec 3 §2: the dashboard's title, each table's columns, the search boxes' invitations, the
  texts of an empty table, the question before a role is deleted, and the way back from an
  account's admins.

  Background:
    Given Sam Super is signed in

  @browser-only @R3.2.03
  Scenario: the dashboard's title
    When they open the admin dashboard
    Then the admin dashboard is headed "Admin Dashboard"

  @R3.2.10 @R3.3.06
  Scenario: the accounts table
    When they open the admin dashboard
    Then the accounts table has the columns "Name, Description, Created By, Created On, Last Updated, Status, Actions"

  @R3.2.16 @R3.2.17
  Scenario: the users table and its search
    When they open the admin dashboard on "Users"
    Then the users table has the columns "Email, Display Name, Role, Account, Last Login, Status, Actions"
    And the search of the users table invites "Search by email or name..."

  @R3.2.18
  Scenario: a search that finds no user
    When they open the admin dashboard on "Users"
    And they search the users for "nobody-is-called-this" and press Enter
    Then the empty users table says "No users found"

  @R3.2.24
  Scenario: the roles table
    When they open the admin dashboard on "Roles"
    Then the roles table has the columns "Name, Description, Users, Permissions, Actions"

  @R3.5.14
  Scenario: deleting a role asks first
    When they open the admin dashboard on "Roles"
    And they create the role "Short-lived" granting "can_send_message"
    Then deleting the role "Short-lived" asks "Are you sure you want to delete this role? This action cannot be undone."
    And the roles listed include "Short-lived"

  @R3.2.31
  Scenario: the allowed users table
    When they open the admin dashboard on "Allowed Users"
    And they allow "morgan.new@example.com" as "User" in "Acme Media"
    Then the allowed users table has the columns "Email, Initial Role, Initial Account, Added On, Actions"

  @R3.2.12 @R3.2.13
  Scenario: an account's admins, and back to the accounts
    When they open the admin dashboard
    And they open the account admins of "Acme Media"
    Then the search of the account users table invites "Search by email, name, or role..."
    When they go back to the accounts
    Then the accounts listed include "Acme Media, Globex Retail"
