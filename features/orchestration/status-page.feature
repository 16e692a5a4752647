Feature: Session statistics and the status of orchestrations (/status)
  The status page sums up the user's session and lists the account's fast-track orchestrations
  of the last 24 hours (spec 2 §2.2, §8).

  @browser @R2.2.2.01 @R2.2.2.06 @R2.2.2.07 @R2.2.2.09 @R2.2.2.10 @R2.2.2.11 @R2.2.2.12 @R2.2.2.13 @R2.2.2.14 @R2.2.2.16 @R2.2.2.18
  Scenario: The page shows the statistics and every column rule of the orchestrations
    Given Sam Super is signed in
    When they open the status page
    Then the status page shows "Session Statistics"
    And the status page shows "Total Chats"
    And the status page shows "Messages Per Action"
    And the status page shows "Recent Activity"
    And the status page shows "Fast Track Orchestrations"
    And the status page shows "Auto-refresh (10s) on"
    And the status page shows "Suspended 1"
    And the orchestrations include:
      | Message ID  | Type                     | Platform          | Status                  | Restarts | Stuck | Parallel |
      | msg-r07b... | fast-track-shell (shell) | ttd               | in_progress (recovered) | 2        | no    | no       |
      | msg-r08b... | fast-track               | google ad manager | in_progress (recovered) | 1        | yes   | yes      |
      | msg-r09b... | fast-track               | google-ads-pmax   | in_progress (suspended) | 3        | no    | yes      |
      | msg-r03b... | fast-track               | reddit            | failed                  | -        | no    | no       |
    And the orchestration table lists 10 runs

  @browser @R2.2.2.18 @R2.9.03
  Scenario: Only the 10 most recent runs show, with a note saying how many there are
    Given Sam Super is signed in
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    And they open the status page
    Then the orchestration table lists 10 runs
    And the status page shows "Showing 10 most recent orchestrations out of 11 total"

  @browser @R2.2.2.19
  Scenario: An account without runs says so
    Given Val Viewer is signed in
    When they open the status page
    Then the status page shows "No orchestrations found in the last 24 hours"

  @browser @R2.2.2.20 @R2.8.03 @R2.8.04
  Scenario: A backend that cannot be reached is said, and Retry loads the page again
    Given Sam Super is signed in
    And the demo backend stops answering
    When they open the status page
    Then the status page shows "Failed to load statistics. Please try again later."
    And the status page shows "Failed to load orchestration status"
    When the demo backend answers again
    And they retry loading the status page
    Then the status page shows "Total Chats"
    And the status page does not show "Failed to load orchestration status"

  @browser @R2.2.2.06 @R2.7.03 @R2.9.02
  Scenario: The orchestrations are read again every 10 seconds
    Given Sam Super is signed in
    When they open the status page
    Then the status page has read the orchestrations 1 time
    When 11 seconds pass
    Then the status page has read the orchestrations 2 times

  @browser @R2.2.2.06
  Scenario: Switching auto-refresh off stops the reading until Refresh
    Given Sam Super is signed in
    When they open the status page
    And they switch auto-refresh off
    Then the status page shows "Auto-refresh (10s) off"
    When 21 seconds pass
    Then the status page has read the orchestrations 1 time
    When they refresh the status page
    Then the status page has read the orchestrations 2 times

  @browser @R2.2.2.20
  Scenario: Retry reloads the whole page: what was switched off is on again
    Given Sam Super is signed in
    And the demo backend stops answering
    When they open the status page
    And they switch auto-refresh off
    Then the status page shows "Auto-refresh (10s) off"
    And the status page shows "Failed to load orchestration status"
    When the demo backend answers again
    And they retry loading the status page
    Then the status page shows "Auto-refresh (10s) on"
    And the status page does not show "Failed to load orchestration status"

  @R2.8.01
  Scenario: A session the demo backend no longer knows is said, not retried later
    Given Riley Planner is signed in
    And the demo backend no longer lets Riley Planner in
    When they open the status page
    Then the status page shows "No valid user session found"
    And the status page does not show "Failed to load statistics. Please try again later."

  @R2.8.02
  Scenario: Without an account the statistics say so
    Given Alex Admin is signed in
    When they open the status page
    Then the status page shows "No account selected or available"

  @R2.2.2.05 @R2.2.2.15
  Scenario: The orchestrations name the time zone and count durations in minutes
    Given Sam Super is signed in
    When they open the status page
    Then the status page names the browser's time zone
    And the orchestrations include:
      | Message ID  | Duration |
      | msg-r07b... | 4 min    |
