Feature: The kinds and states of messages
  Spec 1 §3 "Message": a message is from the user, the bot (Sidekick), the product itself
  (system) or an error; its status is processing, completed, approved, rejected or failed. The
  chat shows who each is from, its text, and under it whether it is still being worked on or how
  it was judged; a failed or errored message shows the support text (spec 1 §2) in place of its
  own. The history is the scenario's, so that every type and status is in one chat.

  @R1.3.02 @R1.3.03
  Scenario: Each type and status of a message shows as its own
    Given Riley Planner is signed in
    And they have a chat "Every kind" holding these messages:
      | type   | status     | text                                  |
      | user   |            | Plan the spring launch                |
      | bot    | processing | Working on the spring plan            |
      | bot    | completed  | The spring plan is ready              |
      | bot    | approved   | The approved plan                     |
      | bot    | rejected   | The rejected plan                     |
      | bot    | failed     | A plan that never came                |
      | system |            | The chat was moved to another account |
      | error  |            | The assistant crashed                 |
    When they open the chat "Every kind"
    Then the chat shows these messages:
      | speaker  | text                                                                                      | note        |
      | You      | Plan the spring launch                                                                    |             |
      | Sidekick | Working on the spring plan                                                                | Processing… |
      | Sidekick | The spring plan is ready                                                                  |             |
      | Sidekick | The approved plan                                                                         | Approved    |
      | Sidekick | The rejected plan                                                                         | Rejected    |
      | Sidekick | The request has timed out. Please contact support referencing processing ID: {chatId}_{id} |             |
      | System   | The chat was moved to another account                                                     |             |
      | System   | The request has timed out. Please contact support referencing processing ID: {chatId}_{id} |             |
