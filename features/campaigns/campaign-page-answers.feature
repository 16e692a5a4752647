@campaigns
Feature: What the campaign page makes of the campaign and the activity it is given
  Spec 2 §2.6, §3, §4.2, §4.3, §7, §9: a campaign without a status, its files and their download,
  the eight message types, the badge of a fast-track entry following its success flag, the text
  cut at 100 characters, and a campaign without activity. View-model level: the campaign and its
  activity are the scenario's answers (the activity older than a week, so that each is dated).

  Background:
    Given Riley Planner is signed in

  @R2.3.05
  Scenario: Every message type shows in the timeline
    Given the demo backend answers the next "GET /api/v2/campaigns/*/messages" with:
      """
      [
        { "message_id": "m-1", "chat_id": "c-1", "message_type": "orchestration", "status": "completed", "content": "orchestration done", "message_timestamp": "2024-11-20T12:00:00Z" },
        { "message_id": "m-2", "chat_id": "c-1", "message_type": "fast-track", "status": "completed", "content": "fast-track done", "message_timestamp": "2024-11-19T12:00:00Z" },
        { "message_id": "m-3", "chat_id": "c-1", "message_type": "fast-track-shell", "status": "completed", "content": "fast-track-shell done", "message_timestamp": "2024-11-18T12:00:00Z" },
        { "message_id": "m-4", "chat_id": "c-1", "message_type": "salesforce-orchestration", "status": "completed", "content": "salesforce-orchestration done", "message_timestamp": "2024-11-17T12:00:00Z" },
        { "message_id": "m-5", "chat_id": "c-1", "message_type": "upload-creatives", "status": "completed", "content": "upload-creatives done", "message_timestamp": "2024-11-16T12:00:00Z" },
        { "message_id": "m-6", "chat_id": "c-1", "message_type": "assign-creatives", "status": "completed", "content": "assign-creatives done", "message_timestamp": "2024-11-15T12:00:00Z" },
        { "message_id": "m-7", "chat_id": "c-1", "message_type": "analyze-campaign", "status": "completed", "content": "analyze-campaign done", "message_timestamp": "2024-11-14T12:00:00Z" },
        { "message_id": "m-8", "chat_id": "c-1", "message_type": "campaign-optimizer", "status": "completed", "content": "campaign-optimizer done", "message_timestamp": "2024-11-13T12:00:00Z" }
      ]
      """
    When they open the seeded campaign for "tiktok"
    Then the activity reads "orchestration, fast-track, fast-track-shell, salesforce-orchestration, upload-creatives, assign-creatives, analyze-campaign, campaign-optimizer"

  @R2.4.3.17
  Scenario: A fast-track entry's badge follows its success flag; other entries follow their status
    Given the demo backend answers the next "GET /api/v2/campaigns/*/messages" with:
      """
      [
        { "message_id": "m-1", "chat_id": "c-1", "message_type": "fast-track", "status": "completed", "content": "API refused",
          "json_response": { "api_result": { "success": false } }, "message_timestamp": "2024-11-20T12:00:00Z" },
        { "message_id": "m-2", "chat_id": "c-1", "message_type": "fast-track-shell", "status": "failed", "content": "API accepted",
          "json_response": { "success": true }, "message_timestamp": "2024-11-19T12:00:00Z" },
        { "message_id": "m-3", "chat_id": "c-1", "message_type": "upload-creatives", "status": "completed", "content": "Uploaded",
          "json_response": { "success": false }, "message_timestamp": "2024-11-18T12:00:00Z" }
      ]
      """
    When they open the seeded campaign for "tiktok"
    Then activity entry 1 reads "Failed | fast-track | 11/20/2024 | API refused"
    And activity entry 2 reads "Completed | fast-track-shell | 11/19/2024 | API accepted"
    And activity entry 3 reads "Completed | upload-creatives | 11/18/2024 | Uploaded"

  @R2.9.08
  Scenario: An entry's text is cut at 100 characters
    Given the demo backend answers the next "GET /api/v2/campaigns/*/messages" with:
      """
      [
        { "message_id": "m-1", "chat_id": "c-1", "message_type": "fast-track", "status": "completed",
          "content": "The insertion order was read and the launch template applied; every line item was created on the platform with its budget and dates.", "message_timestamp": "2024-11-20T12:00:00Z" }
      ]
      """
    When they open the seeded campaign for "tiktok"
    Then activity entry 1 reads "Completed | fast-track | 11/20/2024 | The insertion order was read and the launch template applied; every line item was created on the pla..."

  @R2.2.6.05
  Scenario: A campaign without activity says so
    Given the demo backend answers the next "GET /api/v2/campaigns/*/messages" with an empty list
    When they open the seeded campaign for "tiktok"
    Then the campaign page says "No activity found for this campaign."

  @R2.4.2.01 @R2.2.6.09 @R2.7.23
  Scenario: A campaign without a status is a draft; its files are listed with their size, and a download opens the address the backend gives
    Given the demo backend answers the next "GET /api/v2/campaigns/*" with:
      """
      {
        "id": "cmp-acme-media-7", "name": "Answered Campaign", "destination": "tiktok", "folder_name": "Q4 Holiday",
        "files": [
          { "id": "f-io", "original_name": "io.pdf", "file_size": 1536 },
          { "id": "f-lt", "original_name": "launch-template.json", "file_size": 2097152 }
        ]
      }
      """
    And the demo backend answers the next "GET /api/v2/campaigns/*/files/*/download" with:
      """
      { "publicUrl": "https://storage.example.com/signed/io.pdf" }
      """
    When they open the seeded campaign for "tiktok"
    Then the campaign status reads "Draft"
    And the campaign's files read "io.pdf 1.5 KB Download, launch-template.json 2 MB Download"
    When they download the file "io.pdf"
    Then the demo backend received "GET /api/v2/campaigns/cmp-acme-media-7/files/f-io/download"
    And the download opened "https://storage.example.com/signed/io.pdf"
