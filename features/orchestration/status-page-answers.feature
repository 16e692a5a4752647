Feature: What the status page makes of the statistics and runs it is given
  Spec 2 §2.2 and §8: the bars of "Messages Per Action", the columns of "Recent Activity", the
  orchestrations' Created and Last Updated, and the timestamps a backend leaves out or garbles.
  The answers are the scenario's, so that every width and date is known (the activity is older
  than a week, so that its relative date is the same date on either level's clock).

  @browser @R2.2.2.03 @R2.2.2.04 @R2.2.2.17 @R2.8.30
  Scenario: Bars as wide as their count, activity by date, chat, user and action, and runs dated or not
    Given Sam Super is signed in
    And the demo backend answers the next "GET /api/stats" with:
      """
      {
        "totalChats": 3, "totalMessages": 70, "filesUploaded": 2,
        "messagesPerAction": [
          { "action": "chat", "count": 40 }, { "action": "fast-track", "count": 20 }, { "action": "upload", "count": 10 }
        ],
        "recentActivity": [
          { "timestamp": "2024-11-03T12:00:00Z", "chatSummary": "Holiday push", "userName": "Riley Planner", "action": "fast-track" },
          { "timestamp": "2024-10-28T12:30:00Z", "chatSummary": "Spring trail", "action": "chat" }
        ]
      }
      """
    And the demo backend answers the next "GET /api/orchestration/status" with:
      """
      {
        "orchestrations": [
          { "message_id": "msg-dated-0001", "workflow_type": "fast-track", "platform": "dv360", "status": "completed",
            "progress_percentage": 100, "created_at": "2026-11-23T07:00:00Z", "updated_at": "2026-11-23T08:30:00Z" },
          { "message_id": "msg-undated-01", "workflow_type": "fast-track", "platform": "ttd", "status": "failed",
            "progress_percentage": 40, "updated_at": "not a date" }
        ],
        "total": 2
      }
      """
    When they open the status page
    Then the messages per action read "chat 40 at 100%, fast-track 20 at 50%, upload 10 at 25%"
    And the recent activity reads:
      | Date       | Full time            | Chat         | User          | Action     |
      | 11/3/2024  | 2024-11-03T12:00:00Z | Holiday push | Riley Planner | fast-track |
      | 10/28/2024 | 2024-10-28T12:30:00Z | Spring trail | You           | chat       |
    And the orchestrations include:
      | Message ID  | Created              | Last Updated         |
      | msg-date... | 2026-11-23T07:00:00Z | 2026-11-23T08:30:00Z |
      | msg-unda... | N/A                  | Invalid Date         |
