Feature: An admin's accounts that cannot be fetched
  Spec 1 §8: a failed fetch of the account list is logged, and the chat history of the account
  already chosen loads all the same. View-model level.

  @R1.8.11
  Scenario: the chats of the chosen account load though the accounts cannot be fetched
    Given Alex Admin is signed in
    And they select the account "Globex Retail"
    And the demo backend refuses every "GET /api/account-admin/accounts" with 500 "Database unavailable"
    When they reload the page
    Then the chat list includes "Globex spring sale search campaign"
    And the demo backend received "GET /api/chat-history" with "userId: u-alex-admin, accountId: acc-globex-retail"
