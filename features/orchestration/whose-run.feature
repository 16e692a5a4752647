Feature: A run is its owner's to see and stop
  A fast-track started in a chat belongs to the chat's user (spec 2 §2.1): another user of the same
  account sees nothing of it on their own page and cannot stop it, whatever call they try; the
  account's admins monitor it on the status page (docs/decisions.md "Who sees a run").

  @browser
  Scenario: Riley sees nothing of Avery's fast-track, cannot stop it, and Avery's run carries on
    Given Riley Planner is signed in
    When they open the status page
    Then the status page shows "Fast Track Orchestrations"
    And the status page does not show "msg-r08b"
    And the demo backend answers Riley Planner asking to read Avery's fast-track with 404
    And the demo backend answers Riley Planner asking to stop Avery's fast-track with 404
    And the demo backend answers Riley Planner asking to stop Avery's fast-track in her chat with 404
    And the demo backend answers Riley Planner asking to read Avery's result with 404
    And the demo backend answers Avery Owner asking to read Avery's fast-track with 200
    When Avery Owner is signed in
    And they open the status page
    Then the orchestrations include:
      | Message ID  | Status                  |
      | msg-r08b... | in_progress (recovered) |
