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
