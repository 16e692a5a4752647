Feature: A word when a run ends elsewhere, and answers said aloud (issue 31)
  Staff start a fast-track and go on with their day: when it ends while they are on another page
  or another tab, a notice says so with a link to the run, the tab's title counts it and, if they
  allowed it, a system notification appears. A screen reader hears answers as they arrive.

  @browser
  Scenario: A fast-track ends while Riley is on the status page in another tab
    Given Riley Planner is signed in
    And they have allowed notifications
    When they send "hello"
    Then the live region says "Sidekick answered: Hi! Attach an insertion order, a media plan or creatives and I’ll get to work, or ask me what I can do."
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run offers to stop it
    When they go to the status page from the sidebar
    And they switch to another tab
    Then within 120 seconds a notice says "Fast track completed"
    And a system notification says "Fast track completed"
    And the tab's title is "(1) Sidekick"
    When they follow the notice of the run
    Then the chat shows 1 run
    And the first run shows 100%
    And the tab's title is "Sidekick"

  Scenario: A run that ends on screen gets no notice: its steps and its end are said in the live region
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    Then the first run completes within 120 seconds
    And the live region says "Fast track completed"
    And no notice of a run that ended shows
    And the tab's title is "Sidekick"
