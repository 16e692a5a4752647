@admin
Feature: What the admin screens make of the answers another backend could give
  Spec 3 §4 and §8: the three answers that add an account admin, an answer that does not confirm
  the admin status, dates missing or unreadable. View-model level: the answers are the scenario's.

  Background:
    Given Sam Super is signed in
    And they open the admin dashboard

  @R3.4.11
  Scenario Outline: an account admin added, when the answer says "<said>"
    And they open the account admins of "Umbrella Health"
    And the demo backend answers the next "POST /api/account-admin/accounts/acc-umbrella-health/users" with:
      """
      { "user_id": "u-sandrine-schoen", "email": "sandrine.schoen@example.com", "message": "<said>", "is_account_admin": true }
      """
    When they add "sandrine.schoen@example.com" as an admin
    Then the account admins say "<text>"

    Examples:
      | said                                          | text                                          |
      | User was added as an admin of this account.   | User was added as an admin of this account.   |
      | User is already an admin of this account.     | User is already an admin of this account.     |
      | User was updated to an admin of this account. | User was updated to an admin of this account. |

  @R3.4.12
  Scenario: an answer that does not confirm the admin status is followed by the update that makes them one
    And they open the account admins of "Umbrella Health"
    And the demo backend answers the next "POST /api/account-admin/accounts/acc-umbrella-health/users" with:
      """
      { "user_id": "u-sandrine-schoen", "email": "sandrine.schoen@example.com", "message": "User was added to this account.", "is_account_admin": false }
      """
    And the demo backend answers the next "PUT /api/account-admin/accounts/acc-umbrella-health/users/u-sandrine-schoen" with:
      """
      { "user_id": "u-sandrine-schoen", "email": "sandrine.schoen@example.com", "is_account_admin": true }
      """
    When they add "sandrine.schoen@example.com" as an admin
    Then the demo backend received "PUT /api/account-admin/accounts/acc-umbrella-health/users/u-sandrine-schoen" with "isAccountAdmin: true"
    And the account admins say "User was updated to an admin of this account."

  @R3.8.37
  Scenario: a date that is missing reads N/A, one that cannot be read Invalid Date
    Given the demo backend answers the next "GET /api/admin/allowed-users" with:
      """
      [
        { "id": "au-1", "email": "no.date@example.com", "initial_role_name": "User", "initial_account_name": "Acme Media" },
        { "id": "au-2", "email": "odd.date@example.com", "initial_role_name": "User", "initial_account_name": "Acme Media", "created_at": "sometime last spring" }
      ]
      """
    When they open the admin dashboard on "Allowed Users"
    Then the allowed users row "no.date@example.com" reads "N/A" under "Added On"
    And the allowed users row "odd.date@example.com" reads "Invalid Date" under "Added On"
