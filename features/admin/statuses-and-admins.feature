@admin
Feature: An account's status, and the admins an Admin role makes
  Spec 3 §4: a new account is active and an edit makes it inactive; a user with the Admin role may
  hold several accounts and is an account admin of each. View-model level.

  Background:
    Given Sam Super is signed in
    And they open the admin dashboard

  @R3.4.03
  Scenario: a new account is active until an edit makes it inactive
    When they create the account "Hooli Media"
    Then the accounts row "Hooli Media" reads "Active" under "Status"
    When they set the "Status" of the account "Hooli Media" to "inactive"
    Then the accounts row "Hooli Media" reads "Inactive" under "Status"

  @R3.4.09
  Scenario: an Admin holds several accounts and is an account admin of each
    When they open the admin dashboard on "Users"
    Then the user "alex.admin@example.com" reads "Acme Media, Globex Retail, Initech Auto, Scale Test" under "Account"
    When they open the admin dashboard on "Accounts"
    And they open the account admins of "Globex Retail"
    Then the account users row "alex.admin@example.com" reads "Yes" under "Account Admin"

  @R3.4.09
  Scenario: a user given the Admin role becomes an account admin of their account
    When they open the admin dashboard on "Accounts"
    And they open the account admins of "Acme Media"
    Then the account users row "riley.planner@example.com" reads "No" under "Account Admin"
    When they open the admin dashboard on "Users"
    And they edit "riley.planner@example.com" to have the role "Admin"
    And they open the admin dashboard on "Accounts"
    And they open the account admins of "Acme Media"
    Then the account users row "riley.planner@example.com" reads "Yes" under "Account Admin"
