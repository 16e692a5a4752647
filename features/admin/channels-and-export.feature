@admin @browser
Feature: Channel configs and data export
  Spec 3 §2 Channel Config and Data Export tabs, §5.

  @R3.2.35 @R3.2.37 @R3.5.21
  Scenario: a channel form masks secret fields and saves typed values
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "TikTok Ads"
    Then the field "API key" is masked
    And the field "Platform account id" is not masked
    When they save it as "TikTok — second seat" with:
      | Platform account id | 12345  |
      | API key             | s3cret |
    Then the channels listed include "TikTok — second seat"

  @R3.5.20
  Scenario: a channel's required fields are enforced
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they start a channel of the type "TikTok Ads"
    And they save it as "Half done" with:
      | Platform account id | 12345 |
    Then the form says "API key is required"

  @R3.2.36 @R3.4.05
  Scenario: an assignment is switched on and off again
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they switch "TikTok Ads — main seat" for "Globex Retail"
    Then "TikTok Ads — main seat" is enabled for "Globex Retail"
    When they switch "TikTok Ads — main seat" for "Globex Retail"
    Then "TikTok Ads — main seat" is disabled for "Globex Retail"

  @R3.2.35 @R3.5.31
  Scenario: a channel config is deleted after confirmation
    Given Sam Super is signed in
    And they open the admin dashboard on "Channel Config"
    When they delete the channel "Madhive — main seat"
    Then the channels listed do not include "Madhive — main seat"

  @R3.2.36 @R3.5.31
  Scenario: a channel is removed from an account after confirmation
    Given Alex Admin is signed in
    And they open the admin dashboard on "Channel Config"
    When they remove "TikTok Ads — main seat" from "Globex Retail"
    Then "TikTok Ads — main seat" is no longer assigned to "Globex Retail"

  @R3.8.28
  Scenario: a failed export says why in the server's words
    Given Sam Super is signed in
    And they open the admin dashboard on "Data Export"
    And the demo backend fails the next audience export with "Quota exceeded"
    When they export the audience data
    Then the export says "Quota exceeded"

  @R3.2.38 @R3.2.39 @R3.7.37
  Scenario: the export is saved as a timestamped JSON file
    Given Sam Super is signed in
    And they open the admin dashboard on "Data Export"
    When they export the audience data
    Then the file saved is named like "adara-data-export-<timestamp>.json"
