Feature: A Salesforce run whose status cannot be read
  Spec 1 §8: a failed read of a Salesforce run's status is shown with the reason, and the run is
  still followed. View-model level: the reads are timed on the scenario's clock.

  @R1.8.08
  Scenario: the run says why its status could not be read
    Given Sam Super is signed in
    And the backend reports every run as "in_progress" with steps "completed", "skipped", "processing", "pending"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "create the Salesforce opportunity"
    Then the first run shows 36%
    Given the demo backend refuses every "GET /api/chat/*/*/salesforce-orchestration-status" with 500 "Database unavailable"
    When 3 seconds pass
    Then the first run notes "Error polling Salesforce orchestration status: Database unavailable"
    And the first run offers to stop it
