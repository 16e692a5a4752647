Feature: Every agent of the assistant, reached from the chat
  Spec 1 §3's agent names and the steps not tied to one platform: creatives, media plans and briefs,
  launch templates, edits, screenshots, audits, copying, budget allocation, DV360 planning,
  Salesforce opportunities and questions. Each answer says its step and shows its result.

  Background:
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in

  @browser @R1.3.19 @R1.3.21 @R1.3.24
  Scenario: Screenshots, the Facebook auditor, a copy and the budget allocation of a Facebook campaign
    When they send these messages, each answered by its step:
      | attach                        | message                                   | agent                     | step                         | view              |
      | io-northwind-spring-trail.pdf | Process this insertion order              | campaign-processor        | Upload an insertion order    | Result            |
      |                               | Create the campaign on Facebook           | fb-api                    | Create the campaign on Facebook | Result         |
      |                               | Generate screenshots of the campaign      | screenshot-builder        | Generate screenshots         | Screenshots       |
      |                               | Audit the campaign                        | facebook-campaign-auditor | Audit the Facebook campaign  | Campaign audit    |
      |                               | Copy the Facebook campaign                | fb-api                    | Copy a Facebook campaign     | Result            |
      |                               | Allocate the budget across the line items | allocate-budget           | Allocate budget              | Budget allocation |
    Then Sidekick says "Here is the budget allocation:"

  @browser @R1.3.24
  Scenario: The Google Ad Manager auditor finds what keeps a campaign from serving
    When they send these messages, each answered by its step:
      | attach                        | message                                  | agent                | step                                   | view           |
      | io-northwind-spring-trail.pdf | Process this insertion order             | campaign-processor   | Upload an insertion order              | Result         |
      |                               | Create the campaign on Google Ad Manager | gam-api              | Create the campaign on Google Ad Manager | Result       |
      |                               | Audit the campaign                       | gam-campaign-auditor | Audit the Google Ad Manager campaign   | Campaign audit |
    Then the audit finds high-severity problems in "Creative, Targeting"

  @browser @R1.3.19 @R1.3.22 @R1.3.24
  Scenario: A DV360 plan, campaigns on YouTube and GroundTruth, and a Salesforce opportunity from the insertion order
    When they send these messages, each answered by its step:
      | attach                        | message                                       | agent                    | step                                | view                |
      | io-northwind-spring-trail.pdf | Process this insertion order                  | campaign-processor       | Upload an insertion order           | Result              |
      |                               | Plan a DV360 campaign for it                  | plan-campaign            | Plan a DV360 campaign               | DV360 campaign plan |
      |                               | Create the campaign on DV360                  | dv360-api                | Create the campaign on DV360        | Result              |
      | io-northwind-spring-trail.pdf | Process this insertion order                  | campaign-processor       | Upload an insertion order           | Result              |
      |                               | Create the campaign on YouTube                | youtube-dv360-api        | Create the campaign on DV360        | Result              |
      | io-northwind-spring-trail.pdf | Process this insertion order                  | campaign-processor       | Upload an insertion order           | Result              |
      |                               | Create the campaign on GroundTruth            | gt-api                   | Create the campaign on GroundTruth  | Result              |
      | io-northwind-spring-trail.pdf | Create the Salesforce opportunity for this IO | salesforce-orchestration | Fast track a Salesforce opportunity | Result              |
      |                               | Show me the opportunity details               | ask-assistant            |                                     | Answer              |

  @browser @R1.3.16 @R1.3.21 @R1.3.24
  Scenario: Creatives, a media plan, a media brief, a launch template and a Salesforce opportunity from it, and their edits
    When they send these messages, each answered by its step:
      | attach                             | message                                                                     | agent                 | step                            | view   |
      | creatives-spring-trail.zip         | Process these creatives                                                     | creative-processor    | Process creative assets         | Result |
      | media-plan-harbor-pine-winter.xlsx | Process this media plan                                                     | campaign-processor    | Upload a media plan             | Result |
      |                                    | Process this media brief: winter stays for Harbor & Pine Hotels, $95,000    | media-brief-processor | Process media briefs            | Result |
      | launch-template.json               | Build the launch configuration from this template                          | campaign-launcher     | Apply launch configuration      | Result |
      |                                    | Create the Salesforce opportunity                                           | salesforce-api        | Create a Salesforce opportunity | Result |
      |                                    | What is a CPM?                                                              | ask-assistant         |                                 | Answer |
    When they attach "io-northwind-spring-trail.pdf"
    And they send "Process this insertion order"
    And the assistant has finished
    And they edit the campaign details with "Change the total budget to 200000"
    And the assistant has finished
    Then the latest answer is the step "Update campaign details" of "campaign-augmentor", shown as "Result"
    When they send "Build the launch configuration"
    And the assistant has finished
    And they edit the launch configuration with "Change the campaign name to Spring Trail B"
    And the assistant has finished
    Then the latest answer is the step "Update configuration details" of "launch-augmentor", shown as "Result"
    When they attach "creatives-spring-trail.zip"
    And they send "Process these creatives"
    And the assistant has finished
    And they edit the result with "Rename the first creative to Hero banner"
    And the assistant has finished
    Then the latest answer is the step "Update creative details" of "creative-augmentor", shown as "Result"
