Feature: The campaign page
  A campaign's page follows its orchestration run on the shared run engine: four stages, the
  overall indicator, Stop, creatives, files and the activity timeline (spec 2 §2.6, §4.3, §5, §8).

  # On the view models only for now: in Chromium, a run at the test speed can finish before the
  # page's next poll on a loaded machine (see the report of issue 10).
  Scenario: Watching a run to the end and uploading creatives
    Given Riley Planner is signed in
    And Riley has created the campaign "Trail Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    When Riley opens the campaign "Trail Run"
    Then the campaign page says "Sure. Processing campaign now."
    And the stage PROCESSING is not pending
    When the run has had time to finish
    Then the overall progress reads "Complete"
    And the stages read "PROCESSING: Completed, CONFIGURING: Completed, CALLING API: Completed, UPLOADING: Pending"
    And the campaign page links to the platform campaign
    When Riley uploads the creatives "creatives-spring-trail.zip"
    Then the activity shows an "upload-creatives" entry
    And the creative button reads "Upload more" once the assignment completes

  Scenario: Stopping a run
    Given Riley Planner is signed in
    And Riley has created the campaign "Stop Me" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    When Riley opens the campaign "Stop Me"
    And Riley stops the orchestration
    Then the overall progress reads "Stopped"
    And the campaign status reads "Stopped"

  Scenario Outline: Accepted creative files per destination
    Given Riley Planner is signed in
    When Riley opens the seeded campaign for "<destination>"
    Then the creatives accept "<extensions>"
    And the creative types offered are "<types>"

    Examples:
      | destination       | extensions               | types                        |
      | dv360             | .xlsx, .xls, .xlsm       | Display Video, Hosted Native |
      | ttd               | .xlsx, .xls, .xlsm, .txt | Display Video                |
      | facebook          | .zip                     | Display Video                |
      | reddit            | .zip                     | Display Video                |
      | google-ads-search | .xlsx, .xls, .xlsm       | none                         |

  Scenario: Start Orchestration needs the insertion order and the launch template
    Given Riley Planner is signed in
    When Riley opens the seeded campaign for "tiktok"
    Then Start Orchestration is disabled with "PDF and JSON files are required"
    And the campaign page lists "PDF file is required (Insertion Order), JSON file is required (Launch Template)"

  Scenario Outline: Load problems
    Given Riley Planner is signed in
    When Riley opens the campaign page "<path>"
    Then the campaign page says "<text>"

    Examples:
      | path                            | text                           |
      | /campaigns/cmp-does-not-exist   | Campaign not found             |
      | /campaigns/cmp-globex-retail-1  | Access denied to this campaign |

  @browser
  Scenario: Val reads a campaign without changing it
    Given Val Viewer is signed in
    When Val opens the seeded campaign for "facebook"
    Then the campaign page is read-only
