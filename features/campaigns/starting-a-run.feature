@campaigns
Feature: Starting a run from the campaign page, and sending creatives
  A campaign without a run starts one from its page once it has the insertion order and the
  launch template; creatives need a file and wait while a run is processing; what the backend
  refuses is said in the spec's words (spec 2 §4.3, §5, §7, §8, §9). View-model level.

  Background:
    Given Riley Planner is signed in
    And the campaign run is held at its first step

  @R2.7.16 @R2.4.3.02 @R2.4.2.07
  Scenario: Start Orchestration shows the campaign processing at once and reads it again a second later
    When they open the seeded campaign for "tiktok"
    And they start the orchestration with "io-northwind-spring-trail.pdf, launch-template.json"
    Then the demo backend received "POST /api/v2/orchestration" with "type, platform, campaignId, files"
    And the campaign status reads "Processing"
    And over 2 seconds the demo backend receives "GET /api/v2/campaigns/*" 1 time

  @R2.8.26
  Scenario: A start the backend refuses is said with its words
    Given the demo backend refuses the next "POST /api/v2/orchestration" with 500 "Orchestrator unavailable"
    When they open the seeded campaign for "tiktok"
    And they start the orchestration with "io-northwind-spring-trail.pdf, launch-template.json"
    Then the campaign page says "Failed to start orchestration: Orchestrator unavailable"

  @R2.5.15
  Scenario: Creatives need a file, and wait while the run is processing
    When they open the seeded campaign for "tiktok"
    And they press upload without creatives
    Then the campaign page says "Please select at least one creative file"
    And the creatives can be sent
    When they start the orchestration with "io-northwind-spring-trail.pdf, launch-template.json"
    Then the creatives cannot be sent

  @R2.8.27
  Scenario: An upload the backend refuses is said with its words
    Given the demo backend refuses the next "POST /api/v2/campaigns/*/upload-creatives" with 500 "Storage unavailable"
    When they open the seeded campaign for "facebook"
    And they upload the creatives "creatives-spring-trail.zip"
    Then the campaign page says "Upload failed: Storage unavailable"

  @R2.4.2.07 @R2.4.3.03 @R2.4.3.04
  Scenario: A run whose API step fails shows the campaign failed and is no longer asked about
    When they open the seeded campaign for "reddit"
    And they start the orchestration with "io-northwind-spring-trail.pdf, launch-template.json"
    And the campaign run finishes its steps
    Then the overall progress reads "Failed"
    And the campaign status reads "Failed"
    And the demo backend received "GET /api/v2/campaigns/*" 3 times
    And the demo backend received "GET /api/v2/campaigns/*/messages" 2 times
    And over 9 seconds the demo backend receives "GET /api/v2/orchestration/*/status" 0 times
