Feature: An account fetch the session skips
  Spec 1 §6, §8: only a regular admin fetches the account list. For anyone else the fetch is
  skipped, and why is only logged: no call goes out and the page shows nothing of it.
  View-model level.

  @R1.8.12
  Scenario: a super admin's sign-in skips the account list and only logs why
    Given Sam Super is signed in
    Then they are on the chat workspace
    And the page logged "User is not a regular admin or is a super admin"
    And the demo backend received "GET /api/account-admin/accounts" 0 times
