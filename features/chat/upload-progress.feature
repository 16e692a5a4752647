Feature: Upload progress and cancel
  Issue 22: a file on its way shows its progress (a bar with its percentage) and can be cancelled;
  files still go one at a time (spec 1 §5, §7).

  Background:
    Given Riley Planner is signed in

  @browser
  Scenario: a file on a slow line shows its progress and can be cancelled
    Given the demo backend is slow to take uploads
    When they start attaching "io-northwind-spring-trail.pdf"
    Then the upload of "io-northwind-spring-trail.pdf" shows its progress at 0%
    When they cancel the upload of "io-northwind-spring-trail.pdf"
    Then no upload is on its way
    And no file is attached
    And the demo backend stored no new upload of "io-northwind-spring-trail.pdf"
