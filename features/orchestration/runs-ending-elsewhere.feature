Feature: A word when a run ends elsewhere, and answers said aloud (issue 31)
  Staff start a fast-track and go on with their day: when it ends while they are on another page
  or another tab, a notice says so with a link to the run, the tab's title counts it and, if they
  allowed it, a system notification appears. A screen reader hears answers as they arrive, and a
  run's new steps and its end while it is on screen; never its percentages one by one.

  Background:
    Given Riley Planner is signed in

  @browser
  Scenario: A fast-track ends while Riley is on the status page in another tab
    Given they have allowed notifications
    When they send "hello"
    Then the live region says "Sidekick answered: Hi! Attach an insertion order, a media plan or creatives and I’ll get to work, or ask me what I can do."
    Given the backend reports every run as "in_progress" with steps "processing", "pending", "pending", "pending"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run offers to stop it
    When they go to the status page from the sidebar
    And they switch to another tab
    And the backend reports every run as "completed" with steps "completed", "completed", "completed", "completed"
    Then within 10 seconds a notice says "Fast track completed"
    And a system notification says "Fast track completed"
    And the tab's title is "(1) Sidekick"
    When they follow the notice of the run
    Then the chat shows 1 run
    And the first run shows 100%
    And the tab's title is "Sidekick"

  Scenario: A run that ends on screen gets no notice: its new step and its end are said in the live region
    Given the backend reports every run as "in_progress" with steps "processing", "pending", "pending", "pending"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run offers to stop it
    When the backend reports every run as "in_progress" with steps "completed", "processing", "pending", "pending"
    And 3 seconds pass
    Then the live region says "Fast track: Process creatives"
    When the backend reports every run as "failed" with steps "completed", "completed", "failed", "pending"
    And 3 seconds pass
    Then the live region says "Fast track failed: An error occurred during processing"
    And no notice of a run that ended shows
    And the tab's title is "Sidekick"
