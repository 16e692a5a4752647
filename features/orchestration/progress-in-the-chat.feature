Feature: Orchestrations you can watch and stop in the chat
  A fast-track or Salesforce message shows its run while it works: the steps, the percentage,
  a flow chart and a stop button (spec 2 §2.1, §4.1, §8).

  Background:
    Given Sam Super is signed in

  @browser @R2.4.1.02 @R2.4.1.09 @R2.4.1.11
  Scenario Outline: A fast-track's percentage follows the step spans
    Given the backend reports every run as "in_progress" with steps "<campaign>", "<creative>", "<launcher>", "<api>"
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run shows <percent>%

    Examples:
      | campaign   | creative   | launcher   | api        | percent |
      | pending    | pending    | pending    | pending    | 0       |
      | processing | processing | pending    | pending    | 3       |
      | processing | skipped    | pending    | pending    | 33      |
      | completed  | processing | pending    | pending    | 33      |
      | completed  | completed  | processing | pending    | 36      |
      | completed  | skipped    | completed  | processing | 70      |
      | completed  | completed  | stopped    | pending    | 36      |
      | completed  | completed  | completed  | completed  | 100     |
      | completed  | completed  | completed  | processing | 70      |

  @browser @R1.3.16 @R1.3.17 @R1.3.22
  Scenario: A run shows the icon of its workflow step and of each of its steps (spec 1 §3)
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run shows the icons of "fast_track_dv360, upload_an_insertion_order, process_creative_assets, apply_launch_configuration, create_the_campaign_dv360"

  @browser @R2.4.1.07 @R2.4.1.10 @R2.4.1.11
  Scenario Outline: The shell variant skips creatives and ends at 75%
    Given the backend reports every run as "in_progress" with steps "<campaign>", "skipped", "<launcher>", "<api>"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track a shell of this IO to Google Ads Search"
    Then the first run shows <percent>%

    Examples:
      | campaign   | launcher   | api        | percent |
      | processing | pending    | pending    | 3       |
      | completed  | processing | pending    | 28      |
      | completed  | completed  | processing | 53      |
      | completed  | completed  | completed  | 75      |

  @browser @R1.2.19 @R1.9.04 @R2.2.1.01 @R2.4.1.08
  Scenario: A Salesforce run counts campaign, launcher and salesforce
    Given the backend reports every run as "in_progress" with steps "completed", "skipped", "processing", "pending"
    When they attach "io-northwind-spring-trail.pdf"
    And they send "create the Salesforce opportunity"
    Then the first run shows 36%
    And the first run lists the steps:
      | Process insertion order       | completed  |
      | Apply launch configuration    | processing |
      | Create Salesforce opportunity | pending    |
    And the first run has a flow chart 200 px high

  @browser @R2.2.1.02 @R2.2.1.03 @R2.4.1.01
  Scenario Outline: The stop button shows only while the run can be stopped
    Given the backend reports every run as "<status>" at step "<step>"
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run <offers> to stop it

    Examples:
      | status      | step                | offers         |
      | in_progress | campaign-processing | offers         |
      | in_progress | upload-creatives    | does not offer |
      | in_progress | assign-creatives    | does not offer |
      | completed   | completed           | does not offer |
      | stopped     | launcher-processing | does not offer |
      | failed      | api-processing      | does not offer |

  @browser @R1.7.10 @R1.9.04 @R2.2.1.01 @R2.2.1.04 @R2.7.28
  Scenario: Stopping a run halts it and says who stopped it
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run offers to stop it
    And the first run has a flow chart 250 px high
    When they stop the first run
    Then the first run says "Stopped by user"
    And the first run does not offer to stop it

  @browser @R1.8.05 @R2.8.05
  Scenario: A stop the backend refuses is said, and the run can still be stopped
    Given stopping a run fails
    When they open the chat "Fast track: holiday push on DV360"
    And they stop the first run
    Then the first run alerts "Sorry, there was an error stopping the fast track process."
    And the first run offers to stop it

  @browser @R1.8.07 @R2.8.06 @R2.3.08
  Scenario: A run that failed says why
    When they open the chat "Fast track: back to school on Reddit"
    Then the first run says "Fast track failed: The Reddit API did not answer (sandbox outage). Try again later or choose another platform."
    And the first run does not offer to stop it

  @browser @R1.8.07 @R2.8.06
  Scenario: A failed run without a reason gets the default words
    Given the backend reports every run as "failed" at step "api-processing"
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run says "Fast track failed: An error occurred during processing"

  @browser @R2.3.08
  Scenario: A finished run links to the campaign on its platform
    When they open the chat "Fast track: spring trail on Facebook"
    Then the first run shows 100%
    And the first run links to "Open in Facebook Ads Manager"

  @browser @R1.2.20 @R2.2.1.05
  Scenario: A run's steps stay hidden in that chat after a refresh
    When they open the chat "Fast track: spring trail on Facebook"
    And they hide the steps of the first run
    And they reload the page
    And they open the chat "Fast track: spring trail on Facebook"
    Then the steps of the first run are hidden

  @browser
  Scenario: The same fast-track sent twice while it runs starts one run
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    And they send "fast track this IO to DV360"
    And they reload the page
    And they open the chat "fast track this IO to DV360"
    Then the chat shows 1 run

  @R2.4.1.03 @R2.4.1.04 @R2.4.1.05
  Scenario: A fast-track works on the insertion order and the creatives side by side, the launcher and the API waiting
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run lists the steps:
      | Process insertion order    | processing |
      | Process creatives          | processing |
      | Apply launch configuration | pending    |
      | Create campaign on dv360   | pending    |

  @R2.4.1.06
  Scenario: The API step waits for the launcher, however long the launcher works
    When they attach "io-northwind-spring-trail.pdf"
    And they send "fast track this IO to DV360"
    And the launcher of the run keeps working
    And 60 seconds pass
    Then the first run lists the steps:
      | Process insertion order    | completed  |
      | Process creatives          | skipped    |
      | Apply launch configuration | processing |
      | Create campaign on dv360   | pending    |
    When the launcher of the run finishes
    And 2 seconds pass
    Then the first run lists the steps:
      | Process insertion order    | completed  |
      | Process creatives          | skipped    |
      | Apply launch configuration | completed  |
      | Create campaign on dv360   | processing |
