Feature: The workflow steps of a campaign on each platform
  Spec 1 §3's {platform} steps, reached from the chat: create the campaign, upload and assign its
  creatives, fast-track it and fast-track a shell. Each answer says its step and shows its result.

  Background:
    Given "Acme Media" has every destination enabled and none in an outage
    And Riley Planner is signed in

  @browser @R1.3.17 @R1.3.23
  Scenario Outline: Every step of a campaign on <platform>, from the chat
    When they send these messages, each answered by its step:
      | attach                                                    | message                                                  | agent              | step                                      | view                |
      | io-northwind-spring-trail.pdf                             | Process this insertion order                             | campaign-processor | Upload an insertion order                 | Result              |
      |                                                           | Create the campaign on <platform>                        | <agent>            | Create the campaign on <platform>         | Result              |
      | creatives-spring-trail.zip                                | Upload the creatives to the campaign                     | upload-creatives   | Upload creatives to <platform>            | Creative upload     |
      |                                                           | Assign the creatives to the campaign                     | assign-creatives   | Assign creatives on <platform>            | Creative assignment |
      | io-northwind-spring-trail.pdf, creatives-spring-trail.zip | Fast track this insertion order to <platform>            | fast-track         | Fast track to <platform>                  | Result              |
      | io-northwind-spring-trail.pdf                             | Fast track a shell of this insertion order to <platform> | fast-track-shell   | Fast track a campaign shell to <platform> | Result              |
    Then no answer in the chat is the generic one

    Examples:
      | platform                   | agent       |
      | Facebook                   | fb-api      |
      | Google Ad Manager          | gam-api     |
      | Google Ads Search          | g-ads-api   |
      | Google Display             | g-ads-api   |
      | Google Ads Performance Max | g-ads-api   |
      | TikTok                     | tiktok-api  |
      | Madhive                    | madhive-api |
      | DV360                      | dv360-api   |
      | The Trade Desk             | ttd-api     |
      | Reddit                     | reddit-api  |
