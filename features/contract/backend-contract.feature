@browser
Feature: The backend contract, for the team that builds the backend
  Issue 22: docs/openapi.json is written from the app's own schemas; the demo backend serves it
  with an interactive reference at /api/docs. Only the mock server serves that page: the view-model
  level has no server to ask.

  @browser-only
  Scenario: the reference lists the calls of the three specs and both credentials
    When Riley Planner opens the API reference
    Then the reference has the sections "Identity and accounts, Chat, Chat history, Files, Orchestration in the chat, Status page, Orchestration on the campaign page, Folders, Campaigns, Administration: users, roles, permissions, Administration: export and audit, Administration: accounts, Administration: channels, Demo backend"
    And the reference offers the credentials "apiKey, bearer"
