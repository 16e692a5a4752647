Feature: Fast-tracking an insertion order to a platform
  A planner sends an IO and a launch template, watches the run, stops one, lets another create
  its campaign, and finds both on the status page.

  @browser @R2.1.04 @R2.1.05 @R2.2.1.04
  Scenario: From an IO and a launch template to a campaign, watched on /status
    Given Riley Planner is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they attach "launch-template.json"
    And they send "launch it"
    Then the first run moves on within 20 seconds
    When they send "fast track the same IO to TikTok"
    And they stop the second run
    Then the second run says "Stopped by user"
    And the first run completes within 60 seconds
    And the first run links to "Open in Facebook Ads Manager"
    When they open the status page
    Then the status page lists the chat's runs as "completed" and "stopped"
