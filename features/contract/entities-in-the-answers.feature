Feature: The entities the demo backend answers with
  Spec 2 §3 names the fields of each entity the campaign screens read, spec 1 §3 those of a
  chat's message and of a run's status in the chat. These scenarios read the
  demo backend's answers to the page's own calls and check that each entity holds its fields
  (their values show on the screens other scenarios check). View-model level.

  @R2.3.01 @R2.3.13
  Scenario: Folders, and the page they are on
    Given Riley Planner is signed in
    When they open the folders
    Then the demo backend answered "GET /api/v2/folders" with "folders.0.id, folders.0.name, folders.0.is_pinned, folders.0.campaign_count, folders.0.created_at, folders.0.updated_at"
    And the demo backend answered "GET /api/v2/folders" with "pagination.currentPage, pagination.totalPages, pagination.totalItems, pagination.itemsPerPage, pagination.hasNextPage, pagination.hasPrevPage"

  @R2.3.02 @R2.3.04
  Scenario: A campaign with a run, and its activity
    Given Riley Planner is signed in
    And they have created the campaign "Answered Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    When they open the campaign "Answered Run"
    Then the demo backend answered "GET /api/v2/campaigns/*" with "campaign.id, campaign.name, campaign.description, campaign.status, campaign.destination, campaign.folder_name, campaign.is_pinned, campaign.created_at, campaign.updated_at, campaign.orchestration_chat_id, campaign.orchestration_message_id, campaign.files"
    And the demo backend answered "GET /api/v2/campaigns/*/messages" with "messages.0.message_id, messages.0.chat_id, messages.0.message_type, messages.0.action, messages.0.status, messages.0.content, messages.0.json_response, messages.0.is_primary, messages.0.message_timestamp, messages.0.created_by_name"

  @R2.3.02
  Scenario Outline: A campaign carries the platform id its destination needs
    Given Riley Planner is signed in
    When they open the seeded campaign for "<destination>"
    Then the demo backend answered "GET /api/v2/campaigns/*" with "campaign.<field>"

    Examples:
      | destination | field         |
      | dv360       | advertiser_id |
      | reddit      | profile_id    |

  @R2.3.03
  Scenario: An uploaded file
    Given Riley Planner is signed in
    When they open the campaign creation
    And they upload "launch-template.json" to the creation form
    Then the demo backend answered "POST /api/upload" with "data.originalName, data.gcsPath, data.publicUrl, data.expiresAt, data.size, data.type"

  @R2.3.07
  Scenario: A campaign run's status and its API result (the demo sends no uploadCreatives step: docs/open-work.md)
    Given Riley Planner is signed in
    And they have created the campaign "Answered Run" for "Facebook" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    And the campaign run is held at its first step
    When they open the campaign "Answered Run"
    And the campaign run finishes its steps
    Then the demo backend answered "GET /api/v2/orchestration/*/status" with "apiResult.success, apiResult.details, apiResult.campaigns.0.campaign_id, apiResult.campaigns.0.campaign_url, apiResult.campaigns.0.name, apiResult.fb_url"
    And the demo backend answered "GET /api/v2/orchestration/*/status" with "status, currentStep, progressPercentage, stepProgress.campaign.status, stepProgress.launcher.status, stepProgress.creative.status, stepProgress.api.status, apiResult"

  @R2.3.07
  Scenario: A YouTube via DV360 run's result names its SDF files
    Given Alex Admin is signed in
    And they select the account "Initech Auto"
    When they open the seeded campaign for "youtube-dv360"
    Then the demo backend answered "GET /api/v2/orchestration/*/status" with "apiResult.dv360_url, apiResult.uploaded_sdf_files.0.gcs_path, apiResult.uploaded_sdf_files.0.filename"

  @R2.3.09 @R2.3.10 @R2.3.11
  Scenario: The status page's orchestrations, their summary and the session statistics
    Given Sam Super is signed in
    When they open the status page
    Then the demo backend answered "GET /api/orchestration/status" with "orchestrations.0.message_id, orchestrations.0.workflow_type, orchestrations.0.is_shell_workflow, orchestrations.0.platform, orchestrations.0.status, orchestrations.0.recovery_state, orchestrations.0.progress_percentage, orchestrations.0.processing_steps, orchestrations.0.has_parallel_processing, orchestrations.0.duration_minutes, orchestrations.0.restart_count, orchestrations.0.created_at, orchestrations.0.updated_at, orchestrations.0.is_stuck"
    And the demo backend answered "GET /api/orchestration/status" with "summary.active_stats.0.active_count, summary.active_stats.0.suspended_count, summary.by_type_and_status.0.status, summary.by_type_and_status.0.count"
    And the demo backend answered "GET /api/stats" with "totalChats, totalMessages, filesUploaded, messagesPerAction.0.action, messagesPerAction.0.count, recentActivity.0.timestamp, recentActivity.0.chatSummary, recentActivity.0.action"

  @R2.7.31
  Scenario: Creating one campaign answers the campaign and its orchestration
    Given Riley Planner is signed in
    When they create the campaign "Spring Trail" for "Facebook" in the new folder "Spring Trail 2027" from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the demo backend answered "POST /api/v2/campaigns" with "id, name, multiChannel.detectedFromTemplate, multiChannel.totalCampaigns, orchestration.triggered, orchestration.chatId, orchestration.type, orchestration.status"

  @R2.7.30
  Scenario: Creating campaigns on several platforms answers each and a summary
    Given Riley Planner is signed in
    When they create the campaign "Twin Trail" in the new folder "Twin Trail 2027" on the platforms its launch template names, from "io-northwind-spring-trail.pdf" and "launch-template.json"
    Then the demo backend answered "POST /api/v2/campaigns" with "multiPlatform, campaigns, orchestrations, summary.total, summary.created, summary.failed"

  # R1.3.08 in part: error_message and api_result come only with a run that failed or ended.
  @R1.3.08
  Scenario: A fast-track's status in the chat, while it runs
    Given Sam Super is signed in
    When they open the chat "Fast track: holiday push on DV360"
    Then the first run offers to stop it
    And the demo backend answered "GET /api/chat/*/*/fast-track-status" with "status, current_step, progress_percentage, campaign_status, creative_status, launcher_status, api_status, updated_at"

  # R1.3.01 in part: a message's optional records (subAction, feedback, files, references, run
  # statuses) come only with the messages that have them; message-records.feature sends two.
  @R1.3.01
  Scenario: A chat's messages, a result among them
    Given Riley Planner is signed in
    When they open the chat "Q4 holiday insertion order"
    Then the demo backend answered "GET /api/chat-history/*" with "messages.1.id, messages.1.chatId, messages.1.messageId, messages.1.type, messages.1.content, messages.1.timestamp, messages.1.action, messages.1.sourceMessageId, messages.1.status, messages.1.jsonResponse, messages.1.isProcessing, messages.1.isError"
