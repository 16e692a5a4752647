@admin @browser
Feature: Allowed users
  Spec 3 §2 Allowed Users tab, §5.

  @R3.2.32 @R3.4.06
  Scenario: an admin allows a new user
    Given Alex Admin is signed in
    And they open the admin dashboard on "Allowed Users"
    When they allow "morgan.new@example.com" as "User" in "Acme Media"
    Then the allowed users listed include "morgan.new@example.com"

  @R3.5.01 @R3.5.02
  Scenario Outline: the Add User form refuses <what>
    Given Alex Admin is signed in
    And they open the admin dashboard on "Allowed Users"
    When they allow "<email>" as "<role>" in "<account>"
    Then the form says "<text>"

    Examples:
      | what             | email             | role | account    | text                               |
      | a missing email  |                   | User | Acme Media | Email is required                  |
      | a bad email      | not-an-email      | User | Acme Media | Please enter a valid email address |
      | a missing role   | new@example.com   |      | Acme Media | Please select a role               |
      | a missing account| new@example.com   | User |            | Please select an account           |

  @R3.5.03 @R3.6.13
  Scenario: the Super Admin role is offered only to super admins
    Given Alex Admin is signed in
    And they open the admin dashboard on "Allowed Users"
    Then the allowed roles offered do not include "Super Admin"
    Given Sam Super is signed in
    And they open the admin dashboard on "Allowed Users"
    Then the allowed roles offered include "Super Admin"

  Scenario: an allowed email signs in the first time with its initial role and account
    Given Alex Admin is signed in
    And they open the admin dashboard on "Allowed Users"
    When they allow "casey.quinn@example.com" as "User" in "Acme Media"
    Then the allowed users listed include "casey.quinn@example.com"
    Given nobody is signed in
    When they sign in with the email "casey.quinn@example.com"
    Then the greeting reads "Casey Quinn's Sidekick"
    Given Alex Admin is signed in
    And they open the admin dashboard on "Users"
    Then the user "casey.quinn@example.com" reads "User" under "Role"
    And the user "casey.quinn@example.com" reads "Acme Media" under "Account"
    And the user "casey.quinn@example.com" has signed in

  Scenario: an email that is not on the list is refused in the product's words
    Given nobody is signed in
    When they sign in with the email "stranger@example.com"
    Then they are refused with "stranger@example.com is not on the allowed users list: Only users added to this list will be able to access the application."
    And they are on the login screen

  @browser-only
  Scenario: the refusal on the login screen is accessible
    Given nobody is signed in
    When they sign in with the email "stranger@example.com"
    Then the page has no serious accessibility violations
