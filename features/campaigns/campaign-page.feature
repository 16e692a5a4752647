Feature: The campaign page
  A campaign's page follows its orchestration run on the shared run engine: four stages, the
  sub-tasks, the overall indicator, Stop, creatives, files and the activity timeline
  (spec 2 §2.6, §4.3, §5, §8, §9). The scenarios hold or finish the demo's run instead of racing it.

  @browser @R2.1.05 @R2.2.6.03 @R2.2.6.04 @R2.4.3.08 @R2.4.3.09 @R2.4.3.11 @R2.4.3.13 @R2.4.3.14 @R2.9.10 @R2.5.13 @R2.2.5.08
  Scenario: Watching a run to the end and uploading creatives
    Given Riley Planner is signed in
    And they have created the campaign "Trail Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Trail Run"
    Then the campaign page says "Sure. Processing campaign now."
    And the stages read "PROCESSING: Processing, CONFIGURING: Pending, CALLING API: Pending, UPLOADING: Pending"
    And the sub-tasks read "Insertion order: In progress, Creative assets: Awaiting creatives, Launch template: Waiting, Uploaded to the destination: Waiting"
    When the campaign run finishes its steps
    Then the overall progress reads "Complete"
    And the stages read "PROCESSING: Completed, CONFIGURING: Completed, CALLING API: Completed, UPLOADING: Pending"
    And the sub-tasks read "Insertion order: Done, Creative assets: Awaiting creatives, Launch template: Done, Uploaded to the destination: Done"
    And the campaign page links once to the platform campaign
    When they upload the creatives "creatives-spring-trail.zip"
    Then the activity reads "assign-creatives, upload-creatives, fast-track-shell"
    And the creatives assignment shows about 5 minutes remaining
    And the creative button reads "Upload more" once the assignment completes
    And the sub-tasks read "Insertion order: Done, Creative assets: Done, Launch template: Done, Uploaded to the destination: Done"
    And the campaign page shows no remaining time

  @browser @R2.4.2.06 @R2.4.3.06 @R2.4.3.11
  Scenario: Stopping a run
    Given Riley Planner is signed in
    And they have created the campaign "Stop Me" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Stop Me"
    And they stop the orchestration
    Then the overall progress reads "Stopped"
    And the campaign status reads "Stopped"
    And the sub-tasks read "Insertion order: Stopped, Creative assets: Awaiting creatives, Launch template: Not started, Uploaded to the destination: Not started"

  @browser
  Scenario: A campaign without a run shows no sub-tasks
    Given Riley Planner is signed in
    When they open the seeded campaign for "tiktok"
    Then the campaign page shows no sub-tasks

  @browser @R2.5.16 @R2.5.17
  Scenario Outline: Accepted creative files per destination
    Given Riley Planner is signed in
    When they open the seeded campaign for "<destination>"
    Then the creatives accept "<extensions>"
    And the creative types offered are "<types>"

    Examples:
      | destination       | extensions               | types                        |
      | dv360             | .xlsx, .xls, .xlsm       | Display Video, Hosted Native |
      | ttd               | .xlsx, .xls, .xlsm, .txt | Display Video                |
      | facebook          | .zip                     | Display Video                |
      | reddit            | .zip                     | Display Video                |
      | google-ads-search | .xlsx, .xls, .xlsm       | none                         |

  @browser @R2.5.11 @R2.5.12 @R2.5.14
  Scenario: Start Orchestration needs the insertion order and the launch template
    Given Riley Planner is signed in
    When they open the seeded campaign for "tiktok"
    Then Start Orchestration is disabled with "PDF and JSON files are required"
    And the campaign page lists "PDF file is required (Insertion Order), JSON file is required (Launch Template)"

  @browser @R2.8.20 @R2.8.21 @R2.2.6.08
  Scenario Outline: Load problems
    Given Riley Planner is signed in
    When they open the campaign page "<path>"
    Then the campaign page says "<text>"

    Examples:
      | path                            | text                           |
      | /campaigns/cmp-does-not-exist   | Campaign not found             |
      | /campaigns/cmp-does-not-exist   | Campaign Not Found             |
      | /campaigns/cmp-globex-retail-1  | Access denied to this campaign |

  @browser @R2.6.03
  Scenario: Val reads a campaign without changing it
    Given Val Viewer is signed in
    When they open the seeded campaign for "facebook"
    Then the campaign page is read-only

  @browser @R2.9.10
  Scenario: An assignment past its five-minute estimate says it is late
    Given Riley Planner is signed in
    When they open the seeded campaign for "facebook"
    And they upload the creatives "creatives-spring-trail.zip"
    Then the creatives assignment shows about 5 minutes remaining
    Given the creatives assignment started 6 minutes ago and is still at work
    Then the creatives assignment says "Taking longer than expected"

  @browser @R2.4.2.03 @R2.4.2.04 @R2.4.3.07 @R2.4.3.08 @R2.7.22
  Scenario: Downloading every SDF file of a YouTube via DV360 campaign
    Given Alex Admin is signed in
    And they select the account "Initech Auto"
    When they open the seeded campaign for "youtube-dv360"
    Then the campaign status reads "Awaiting Download"
    And the stages read "PROCESSING: Completed, CONFIGURING: Completed, CALLING API: Completed, DOWNLOADING: Pending"
    When they download the SDF files
    Then the files "SDF-Campaigns.csv, SDF-InsertionOrders.csv, SDF-LineItems.csv, SDF-AdGroups.csv" were saved
    And the stages read "PROCESSING: Completed, CONFIGURING: Completed, CALLING API: Completed, DOWNLOADING: Completed"
    And the campaign status reads "Ready to Launch"

  @browser @R2.8.28 @R2.9.05
  Scenario: A run polled for more than 5 minutes is given up as orphaned until asked again
    Given Riley Planner is signed in
    And they have created the campaign "Long Haul" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Long Haul"
    And the page has polled the run for more than 5 minutes
    Then the campaign page says "Operation timeout"
    When they check the run again
    Then the campaign page does not say "Operation timeout"
    And the stages read "PROCESSING: Processing, CONFIGURING: Pending, CALLING API: Pending, UPLOADING: Pending"

  @browser @R2.2.6.06
  Scenario: The campaign page says it is loading until the campaign answers
    Given Riley Planner is signed in
    And the demo backend is slow to answer "GET /api/v2/campaigns/*"
    When they start opening the campaign page "/campaigns/cmp-acme-media-4"
    Then the campaign page says "Loading campaign..."
    When the demo backend answers
    Then the campaign page does not say "Loading campaign..."
    And the campaign page says "Tailspin Summer Sale FACEBOOK"

  @R2.2.6.06
  Scenario: The activity says it is loading until it answers, not that there is none
    Given Riley Planner is signed in
    And the demo backend is slow to answer "GET /api/v2/campaigns/*/messages"
    When they start opening the campaign page "/campaigns/cmp-acme-media-4"
    Then the campaign page says "Tailspin Summer Sale FACEBOOK"
    And the campaign page says "Loading activity..."
    And the campaign page does not say "No activity found for this campaign."
    When the demo backend answers
    Then the campaign page does not say "Loading activity..."

  @browser @R2.8.22
  Scenario: A user the demo backend no longer lets in is asked to log in
    Given Riley Planner is signed in
    And the demo backend no longer lets Riley Planner in
    When they open the campaign page "/campaigns/cmp-acme-media-4"
    Then the campaign page says "Please log in to view this campaign"

  @R2.5.18 @R2.8.24
  Scenario: A campaign page without a campaign id says so
    Given Riley Planner is signed in
    When they open the campaign page "/campaigns/"
    Then the campaign page says "No campaign ID provided"

  @R2.4.3.12
  Scenario: Creatives uploaded before any run leave the progress at 0% beside Start Orchestration
    Given Riley Planner is signed in
    When they open the seeded campaign for "tiktok"
    And they upload the creatives "creatives-spring-trail.zip"
    Then the progress bar stands at 0%
    And Start Orchestration is disabled with "PDF and JSON files are required"

  @R2.9.07
  Scenario: The SDF files come 500 ms apart
    Given Alex Admin is signed in
    And they select the account "Initech Auto"
    When they open the seeded campaign for "youtube-dv360"
    And they download the SDF files
    Then the files came 500 ms apart
