Feature: Demos start from packs instead of replaying the story
  Issue 29: the demo backend holds named packs, switched without a restart; a scenario starts
  from the pack a presenter would pick rather than playing the whole story first.

  @browser
  Scenario: After launch, the DV360 campaign's delivery report is the chat's latest answer
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    Then the latest answer is the step "Get impression reporting from DV360" of "dv360-api", shown as "Impression report"
    And the impression report charts delivery against plan week by week

  Scenario: After launch, the briefcase holds the campaign's screenshots and /status the chat's completed run
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the briefcase of "Q4 holiday insertion order"
    Then the Campaign section holds the screenshots "Medium rectangle in an article, Leaderboard above the article, Mobile banner"
    When they open the status page
    Then the status page lists the chat's run as "completed"

  @browser @R2.2.6.04 @R2.4.3.08 @R2.4.3.15
  Scenario: After launch, the chat's DV360 run is a campaign whose page shows every stage done
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the campaign "Harbor & Pine Hotels Spring Launch 2027"
    Then the campaign status reads "Live"
    And the overall progress reads "Complete"
    And the stages read "PROCESSING: Completed, CONFIGURING: Completed, CALLING API: Completed, UPLOADING: Completed"
    And the progress bar stands at 100%
    And the campaign page links once to the platform campaign
    And the activity reads "assign-creatives, upload-creatives, fast-track"
    And activity entry 3 reads "Completed | fast-track | 3h ago | Campaign created successfully. Details below:"

  @browser
  Scenario: After launch, QA picks up where the pack left off
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    And they pick the suggestion "QA the campaign" under the result
    And the assistant has finished
    Then the latest answer is the step "QA the DV360 campaign" of "qa-campaign", shown as "QA comparison"

  @R2.4.4.02 @R2.2.6.09
  Scenario: Launch day, a campaign made from analysed files is under way and the fast-track to DV360 finishes in the chat
    Given the demo is at "Launch day"
    And Riley Planner is signed in
    When they open the campaign "Acme Toys Q4 Holiday TTD"
    Then the campaign status reads "Processing"
    And the stages read "PROCESSING: Processing, CONFIGURING: Pending, CALLING API: Pending, UPLOADING: Pending"
    And the campaign page holds the files "io-acme-toys-q4-holiday.pdf, launch-template-acme-toys-ttd.json"
    And the activity reads "fast-track-shell, analyze-campaign"
    And activity entry 2 reads "Completed | analyze-campaign | 2m ago | Recommended workflow: fast-track-shell (92% confidence)."
    When they open the chat "Q4 holiday insertion order"
    And they wait for the runs to finish
    Then the latest answer is the step "Fast track to DV360" of "fast-track", shown as "Result"

  @R2.4.3.14 @R2.4.3.15
  Scenario: Rough day, Reddit's outage is told in the chat and a creatives assignment timed out
    Given the demo is at "Rough day"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    Then the chat shows 2 runs
    And the first run says "Fast track failed: The Reddit API did not answer (sandbox outage). Try again later or choose another platform."
    When they open the campaign "Acme Toys Q4 Holiday Social"
    Then the campaign status reads "Awaiting Creatives"
    And the progress bar stands at 0%
    And the creative button reads "Retry upload" once the assignment completes
    And activity entry 1 reads "Failed | assign-creatives | 2h ago | Assigning creatives timed out: Facebook did not confirm them within 10 minutes."

  @browser
  Scenario: Scale, Riley's chat list holds the long chat
    Given the demo is at "Scale"
    And Riley Planner is signed in
    Then the chat list includes "Always-on pacing log"
