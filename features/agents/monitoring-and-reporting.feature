Feature: Monitoring and impression reporting of a created campaign
  Spec 1 §3: enable_campaign_monitoring_{facebook, gam, tiktok, amazon_dsp} and
  get_impression_reporting_{same four}, reached from the chat once the campaign exists: the rules
  that watch it, and its delivery against the plan as a chart and a table.

  Background:
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in

  @browser @R1.3.20
  Scenario Outline: Monitoring and reporting on <platform>
    When they send these messages, each answered by its step:
      | attach                        | message                                   | agent              | step                                      | view                |
      | io-northwind-spring-trail.pdf | Process this insertion order              | campaign-processor | Upload an insertion order                 | Result              |
      |                               | Create the campaign on <platform>         | <agent>            | Create the campaign on <platform>         | Result              |
      |                               | Enable campaign monitoring                | <agent>            | Enable campaign monitoring on <platform>  | Campaign monitoring |
      |                               | Get impression reporting for the campaign | <agent>            | Get impression reporting from <platform>  | Impression report   |
    Then the impression report charts delivery against plan week by week

    Examples:
      | platform          | agent          |
      | Facebook          | fb-api         |
      | Google Ad Manager | gam-api        |
      | TikTok            | tiktok-api     |
      | Amazon DSP        | amazon-dsp-api |
