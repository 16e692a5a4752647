Feature: What the demo backend receives
  Spec 1 §7 "Backend calls": the page's requests as the backend reads them, each with the key the
  client sends, the fields of its body and the parameters of its address. Only the view models'
  run can see them: in Chromium the requests leave for another process.

  @R1.7.01 @R1.7.06
  Scenario: a message goes out with its fields, every call with the same key
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"
    When they reference the campaign details in the chat
    And they attach "io-northwind-spring-trail.pdf"
    And they send "Use these dates"
    Then the demo backend received "POST /api/chat" carrying "message, chatId, userId, accountId, references, file_metadata"
    And every call the demo backend received carried the same "x-api-key" header

  @R1.7.04 @R1.7.05
  Scenario: an admin's accounts, then the enabled channels of the account picked
    Given Alex Admin is signed in
    Then the demo backend received "GET /api/account-admin/accounts" asking for "userId"
    When they select the account "Globex Retail"
    Then the demo backend received "GET /api/users/enabled-channels/{accountId}"

  @R1.7.13
  Scenario: opening a chat reads its history
    Given Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    Then the demo backend received "GET /api/chat-history/{chatId}"

  @R1.7.07
  Scenario: a result is asked about at its status address
    Given Riley Planner is signed in
    When they send "Analyse my DV360 campaign"
    And 1000 milliseconds pass
    Then the demo backend received "GET /api/chat/{chatId}/{messageId}/status"

  @R1.7.12
  Scenario: rejecting a result sets its status and feedback
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"
    When they reject the launch configuration because "Use the Q1 flight dates"
    Then the demo backend received "POST /api/chat/{chatId}/{messageId}/status" carrying "status, feedback"

  @R1.7.15
  Scenario: files go up one per call
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they attach "launch-template.json"
    Then the demo backend received "POST /api/upload" 2 times, one file each

  @R1.7.08
  Scenario: a fast-track run is followed at its own status address
    Given Sam Super is signed in
    And the backend reports every run as "in_progress" with steps "processing", "pending", "pending", "pending"
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run shows 3%
    And the demo backend received "GET /api/chat/{chatId}/{messageId}/fast-track-status"

  @R1.7.09 @R1.7.11
  Scenario: a Salesforce run is followed and stopped at its own addresses
    Given Sam Super is signed in
    And the backend reports every run as "in_progress" with steps "completed", "skipped", "processing", "pending"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "create the Salesforce opportunity"
    Then the first run shows 36%
    And the demo backend received "GET /api/chat/{chatId}/{messageId}/salesforce-orchestration-status"
    When they stop the first run
    Then the demo backend received "POST /api/chat/{chatId}/{messageId}/stop-salesforce-orchestration"

