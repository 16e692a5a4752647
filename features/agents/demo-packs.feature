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

  Scenario: After launch, the briefcase holds the campaign's screenshots
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the briefcase of "Q4 holiday insertion order"
    Then the Campaign section holds the screenshots "Medium rectangle in an article, Leaderboard above the article, Mobile banner"

  @browser
  Scenario: After launch, QA picks up where the pack left off
    Given the demo is at "After launch"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    And they pick the suggestion "QA the campaign" under the result
    And the assistant has finished
    Then the latest answer is the step "QA the DV360 campaign" of "qa-campaign", shown as "QA comparison"

  Scenario: Launch day, the fast-track to DV360 finishes in the chat
    Given the demo is at "Launch day"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    And they wait for the runs to finish
    Then the latest answer is the step "Fast track to DV360" of "fast-track", shown as "Result"

  Scenario: Rough day, Reddit's outage is told in the chat
    Given the demo is at "Rough day"
    And Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    Then the chat shows 2 runs
    And the first run says "Fast track failed: The Reddit API did not answer (sandbox outage). Try again later or choose another platform."

  @browser
  Scenario: Scale, Riley's chat list holds the long chat
    Given the demo is at "Scale"
    And Riley Planner is signed in
    Then the chat list includes "Always-on pacing log"
