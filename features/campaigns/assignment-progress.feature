Feature: The creatives assignment drives the campaign's progress
  Spec 2 §4.3: once creatives are assigned, the assign-creatives message sets the progress bar:
  50% while it works, 100% once it completed, 0% when it failed or timed out. Before any run the
  bar stays at 0% (spec 2 §4.3), so this campaign's run has finished first.

  @browser @R2.4.3.15
  Scenario: Assigning creatives moves the bar to 50%, then to 100%
    Given Riley Planner is signed in
    And they have created the campaign "Assign Me" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Assign Me"
    And the campaign run finishes its steps
    Then the overall progress reads "Complete"
    When they upload the creatives "creatives-spring-trail.zip"
    Then the progress bar stands at 50%
    And the creative button reads "Upload more" once the assignment completes
    And the progress bar stands at 100%

  @R2.4.3.10
  Scenario: A run that skipped creatives stands at 75% until its creatives are assigned
    Given Riley Planner is signed in
    And they have created the campaign "Capped Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Capped Run"
    And the campaign run finishes its steps
    And the demo backend answers the next "GET /api/v2/orchestration/*/status" with:
      """
      {
        "status": "completed", "currentStep": "api", "progressPercentage": 100,
        "stepProgress": {
          "campaign": { "status": "completed" }, "creative": { "status": "skipped" },
          "launcher": { "status": "completed" }, "api": { "status": "completed" }
        }
      }
      """
    And they open the campaign "Capped Run"
    Then the progress bar stands at 75%
    When they upload the creatives "creatives-spring-trail.zip"
    Then the creative button reads "Upload more" once the assignment completes
    And the progress bar stands at 100%
