@campaigns
Feature: What the campaign page makes of the run statuses it is given
  Spec 2 §3, §4.3: a run is processing, completed, failed, stopped or timeout; all but processing
  end it. Stop shows only while it processes and not once creatives are being uploaded or
  assigned; a failed API step fails the campaign. View-model level: each status is the
  scenario's answer to the page's first read, the demo's held run answers the reads after it.

  Background:
    Given Riley Planner is signed in
    And they have created the campaign "Answered Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step

  @R2.4.3.01
  Scenario Outline: A run <status> <ends or goes on>
    Given the demo backend answers the next "GET /api/v2/orchestration/*/status" with:
      """
      { "status": "<status>", "currentStep": "api", "progressPercentage": 80 }
      """
    When they open the campaign "Answered Run"
    Then the overall progress reads "<indicator>"
    And over 9 seconds the demo backend receives "GET /api/v2/orchestration/*/status" <reads> times

    Examples:
      | status     | ends or goes on         | indicator | reads |
      | processing | is asked about again    | 80%       | 3     |
      | completed  | is no longer asked about | Complete  | 0     |
      | failed     | is no longer asked about | Failed    | 0     |
      | stopped    | is no longer asked about | Stopped   | 0     |
      | timeout    | is no longer asked about | Timed Out | 0     |

  @R2.4.3.18
  Scenario Outline: No Stop while creatives are <being>, Stop again once the run processes its campaign
    Given the demo backend answers the next "GET /api/v2/orchestration/*/status" with:
      """
      { "status": "processing", "currentStep": "<step>", "progressPercentage": 90 }
      """
    When they open the campaign "Answered Run"
    Then the campaign page does not offer Stop
    When 3 seconds pass
    Then the campaign page offers Stop

    Examples:
      | step             | being    |
      | upload-creatives | uploaded |
      | assign-creatives | assigned |

  @R2.4.3.18
  Scenario: A run offers Stop while it processes, and none once it finished
    When they open the campaign "Answered Run"
    Then the campaign page offers Stop
    When the campaign run finishes its steps
    Then the campaign page does not offer Stop

  @R2.3.06
  Scenario: The stage of the creatives follows the run's own uploadCreatives step
    Given the demo backend answers the next "GET /api/v2/orchestration/*/status" with:
      """
      {
        "status": "processing", "currentStep": "upload-creatives", "progressPercentage": 90,
        "stepProgress": {
          "campaign": { "status": "completed" }, "creative": { "status": "skipped" },
          "launcher": { "status": "completed" }, "api": { "status": "completed" },
          "uploadCreatives": { "status": "processing" }
        }
      }
      """
    When they open the campaign "Answered Run"
    Then the stages read "PROCESSING: Completed, CONFIGURING: Completed, CALLING API: Completed, UPLOADING: Processing"

  @R2.4.3.05
  Scenario: A run whose API result failed fails the campaign
    Given the demo backend answers the next "GET /api/v2/orchestration/*/status" with:
      """
      {
        "status": "completed", "currentStep": "api", "progressPercentage": 100,
        "stepProgress": { "campaign": { "status": "completed" }, "launcher": { "status": "completed" }, "api": { "status": "completed" } },
        "apiResult": { "success": false, "details": "Quota exceeded" }
      }
      """
    When they open the campaign "Answered Run"
    Then the demo backend received "PUT /api/v2/campaigns/*" with "status" set to "failed"
