Feature: What the chat list shows of each chat
  Spec 3 §3 "Chat history item": a chat's id, summary, whether it is pinned and when it was last
  updated, as the classic sidebar shows them. View-model level, on the scenario's clock.

  @R3.3.13
  Scenario: a chat's summary, pin and date, and the id it is opened by
    # The pinned chat comes first though it is the oldest.
    Given Riley Planner is signed in
    Then the chat list reads "Q4 holiday insertion order, Launch the summer sale on Facebook, Spring creative refresh"
    And the chat "Q4 holiday insertion order" reads "6 days ago" as last updated
    And the chat "Spring creative refresh" reads "3 days ago" as last updated
    When they open the chat "Spring creative refresh"
    Then the demo backend received "GET /api/chat-history/chat-seed-2"
