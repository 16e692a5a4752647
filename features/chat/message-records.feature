Feature: The records a message carries
  Spec 1 §3 "Data model": a reference to a result and an attached file's metadata, as a message
  sends them (a reference names its subAction when the result has one; this one has none).
  View-model level: the call is read where the demo backend received it.

  @R1.3.04 @R1.3.05
  Scenario: a message with a reference and a file carries both records whole
    Given Riley Planner is signed in
    And they open the chat "Q4 holiday insertion order"
    When they reference the campaign details in the chat
    And they attach "io-northwind-spring-trail.pdf"
    And they send "Use these dates"
    Then the demo backend received "POST /api/chat" with "references.0" holding "messageId, type, timestamp, sourceMessageId, action"
    And the demo backend received "POST /api/chat" with "references.0.type" set to "message"
    And the demo backend received "POST /api/chat" with "file_metadata.0" holding "name, size, gcsPath, publicUrl, expiresAt, pinned, type"
