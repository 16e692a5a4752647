Feature: Analysis, optimization and QA of a created campaign
  Spec 1 §3: the analyze, optimize, execute optimization and QA steps for DV360, The Trade Desk and
  Reddit, reached from the chat once the campaign exists.

  Background:
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in

  @browser @R1.2.17 @R1.3.18
  Scenario Outline: QA, analysis and optimization on <platform>
    When they send these messages, each answered by its step:
      | attach                        | message                           | agent                 | step                                   | view                 |
      | io-northwind-spring-trail.pdf | Process this insertion order      | campaign-processor    | Upload an insertion order              | Result               |
      |                               | Create the campaign on <platform> | <agent>               | Create the campaign on <platform>      | Result               |
      |                               | QA the campaign                   | qa-campaign           | QA the <platform> campaign             | QA comparison        |
      |                               | Analyze my <platform> campaign    | analyze-campaign      | Analyze the <platform> campaign        | <analysis>           |
      |                               | Optimize my <platform> campaign   | optimize-campaign     | Optimize the <platform> campaign       | <analysis>           |
      |                               | Execute the optimization          | optimization-executor | Execute the optimization on <platform> | Optimization results |

    Examples:
      | platform       | agent      | analysis                 |
      | DV360          | dv360-api  | DV360 optimizer analysis |
      | The Trade Desk | ttd-api    | TTD optimizer analysis   |
      | Reddit         | reddit-api | Result                   |
