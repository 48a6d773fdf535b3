// The chat-completions server the agent tests talk to, checked from a real HTTP client (QNetworkAccessManager, waited
// for in an event loop of its own, as the client under test waits) and from a raw socket: each scripted reply arrives
// as scripted, in order, and every request is kept as it was sent.
#include <tests/support/chatserver.h>

#include <QElapsedTimer>
#include <QHostAddress>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace heddle::test;
using namespace Qt::StringLiterals;

namespace {

using Reply = std::unique_ptr<QNetworkReply>;

const QByteArray kChatBody = R"({"model":"test-model","messages":[{"role":"user","content":"hello"}]})";

QNetworkRequest chatRequest(const ChatServer &server, const QString &path = u"/chat/completions"_s)
{
    QNetworkRequest request(QUrl(server.baseUrl() + path));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    return request;
}

// Blocks in a loop of its own until reply finishes, as a client that waits for its answer does; false after 30 s.
bool waitFor(QNetworkReply *reply)
{
    if (!reply->isFinished()) {
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return reply->isFinished();
}

int statusOf(QNetworkReply *reply)
{
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

QString contentOf(const QJsonObject &completion)
{
    return completion[u"choices"_s][0][u"message"_s][u"content"_s].toString();
}

// A raw request, for the tests that choose how its bytes reach the server.
QByteArray rawRequest(const QByteArray &body, const QByteArray &extraHeaders = {})
{
    return "POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           "Content-Length: " +
           QByteArray::number(body.size()) + "\r\n" + extraHeaders + "\r\n" + body;
}

} // namespace

class TestChatServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contentReplyCarriesContentAndUsage()
    {
        ChatServer server;
        QVERIFY(server.listen());
        QVERIFY(server.baseUrl().startsWith(u"http://127.0.0.1:"_s));
        QVERIFY(server.baseUrl().endsWith(u"/v1"_s));
        server.enqueue(ChatReply::content(u"the answer"_s, 12, 5));

        QNetworkAccessManager network;
        QNetworkRequest request = chatRequest(server);
        request.setRawHeader("Authorization", "Bearer sk-test");
        const Reply reply(network.post(request, kChatBody));
        QVERIFY(waitFor(reply.get()));
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QCOMPARE(statusOf(reply.get()), 200);
        QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toString(), u"application/json"_s);
        const QByteArray body = reply->readAll();
        QCOMPARE(reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(), body.size());

        const QJsonObject completion = QJsonDocument::fromJson(body).object();
        QCOMPARE(completion[u"object"_s].toString(), u"chat.completion"_s);
        QVERIFY(completion[u"id"_s].toString().startsWith(u"chatcmpl-"_s));
        QCOMPARE(completion[u"model"_s].toString(), u"test-model"_s);
        QCOMPARE(completion[u"choices"_s][0][u"message"_s][u"role"_s].toString(), u"assistant"_s);
        QCOMPARE(completion[u"choices"_s][0][u"finish_reason"_s].toString(), u"stop"_s);
        QCOMPARE(contentOf(completion), u"the answer"_s);
        QCOMPARE(completion[u"usage"_s][u"prompt_tokens"_s].toInt(), 12);
        QCOMPARE(completion[u"usage"_s][u"completion_tokens"_s].toInt(), 5);
        QCOMPARE(completion[u"usage"_s][u"total_tokens"_s].toInt(), 17);

        QCOMPARE(server.requests().size(), 1);
        const ChatRequest &received = server.requests().first();
        QCOMPARE(received.method, QByteArray("POST"));
        QCOMPARE(received.path, QByteArray("/v1/chat/completions"));
        QCOMPARE(received.body, kChatBody);
        QCOMPARE(received.header("authorization"), QByteArray("Bearer sk-test"));
        QCOMPARE(received.json[u"messages"_s][0][u"content"_s].toString(), u"hello"_s);
    }

    void contentWithoutTokenCountsHasNoUsage()
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::content(u"plain"_s));
        QNetworkAccessManager network;
        const Reply reply(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(reply.get()));
        const QJsonObject completion = QJsonDocument::fromJson(reply->readAll()).object();
        QCOMPARE(contentOf(completion), u"plain"_s);
        QVERIFY(!completion.contains(u"usage"_s));
    }

    void twoRequestsOnOneConnectionGetTheirRepliesInOrder()
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::content(u"first"_s));
        server.enqueue(ChatReply::content(u"second"_s));
        QNetworkAccessManager network;

        const Reply first(network.post(chatRequest(server), R"({"model":"m","n":1})"));
        QVERIFY(waitFor(first.get()));
        const Reply second(network.post(chatRequest(server), R"({"model":"m","n":2})"));
        QVERIFY(waitFor(second.get()));

        QCOMPARE(contentOf(QJsonDocument::fromJson(first->readAll()).object()), u"first"_s);
        QCOMPARE(contentOf(QJsonDocument::fromJson(second->readAll()).object()), u"second"_s);
        QCOMPARE(server.connectionCount(), 1); // the client kept the connection alive for the second request
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests()[0].json[u"n"_s].toInt(), 1);
        QCOMPARE(server.requests()[1].json[u"n"_s].toInt(), 2);
        QCOMPARE(server.pendingReplies(), 0);
    }

    void requestsInPiecesAndPipelinedAreAnsweredInOrder()
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::content(u"one"_s));
        server.enqueue(ChatReply::content(u"two"_s));
        server.enqueue(ChatReply::content(u"three"_s));

        QTcpSocket socket;
        QByteArray received;
        connect(&socket, &QTcpSocket::readyRead, this, [&] { received += socket.readAll(); });
        QSignalSpy closed(&socket, &QTcpSocket::disconnected);
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket.waitForConnected(10000));

        // The first request is cut inside its header and inside its body, and its last piece carries the second
        // request whole: the server must wait for each part and then answer both.
        const QByteArray pipelined = rawRequest(R"({"model":"m","n":1})") + rawRequest(R"({"model":"m","n":2})");
        const qsizetype cuts[] = {20, rawRequest(R"({"model":"m","n":1})").size() - 5};
        qsizetype from = 0;
        for (const qsizetype cut : cuts) {
            socket.write(pipelined.mid(from, cut - from));
            socket.flush();
            QTest::qWait(50);
            from = cut;
        }
        QCOMPARE(server.requests().size(), 0);
        socket.write(pipelined.mid(from));
        QTRY_COMPARE(received.count("HTTP/1.1 200 OK"), 2);
        QTRY_VERIFY(received.contains("\"two\""));
        QVERIFY(received.indexOf("\"one\"") < received.indexOf("\"two\""));
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests()[1].json[u"n"_s].toInt(), 2);
        QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);

        // A request that asks to close the connection is answered, and then the server closes it.
        received.clear();
        socket.write(rawRequest(R"({"model":"m","n":3})", "Connection: close\r\n"));
        QVERIFY(closed.wait(10000));
        QVERIFY(received.contains("\"three\""));
        QVERIFY(received.contains("Connection: close\r\n"));
    }

    void tooManyRequestsCarriesRetryAfter()
    {
        ChatServer server;
        QVERIFY(server.listen());
        const QByteArray limit = R"({"error":{"message":"slow down","type":"rate_limit_error"}})";
        server.enqueue(ChatReply::status(429, limit, {{"Retry-After", "1"}}));
        QNetworkAccessManager network;
        const Reply reply(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(reply.get()));
        QCOMPARE(statusOf(reply.get()), 429);
        QCOMPARE(reply->rawHeader("Retry-After"), QByteArray("1"));
        QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toString(), u"application/json"_s);
        QCOMPARE(reply->readAll(), limit);
    }

    void hangLetsTheClientTimeOut()
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::hang());
        server.enqueue(ChatReply::content(u"after the hang"_s));
        QNetworkAccessManager network;
        QNetworkRequest request = chatRequest(server);
        request.setTransferTimeout(500);
        QElapsedTimer timer;
        timer.start();
        const Reply reply(network.post(request, kChatBody));
        QVERIFY(waitFor(reply.get()));
        QCOMPARE(reply->error(), QNetworkReply::OperationCanceledError); // how Qt 6.4 reports a transfer timeout
        QVERIFY2(timer.elapsed() >= 450, QByteArray::number(timer.elapsed()).constData());
        QCOMPARE(server.requests().size(), 1);

        // The server still answers the next request, on a fresh connection.
        const Reply next(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(next.get()));
        QCOMPARE(contentOf(QJsonDocument::fromJson(next->readAll()).object()), u"after the hang"_s);
    }

    void hugeReplyArrivesWhole()
    {
        constexpr qint64 size = 5 * 1024 * 1024;
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::huge(size));
        QNetworkAccessManager network;
        const Reply reply(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(reply.get()));
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        const QByteArray body = reply->readAll();
        QCOMPARE(reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(), body.size());
        QVERIFY(body.size() > size);
        QJsonParseError error;
        const QJsonObject completion = QJsonDocument::fromJson(body, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QString content = contentOf(completion);
        QCOMPARE(content.size(), size);
        QCOMPARE(content.count(u'x'), size);
        QCOMPARE(completion[u"model"_s].toString(), u"test-model"_s);
    }

    void unknownPathIsNotFound()
    {
        ChatServer server;
        QVERIFY(server.listen());
        server.enqueue(ChatReply::content(u"kept for the chat"_s));
        QNetworkAccessManager network;

        const Reply models(network.get(chatRequest(server, u"/models"_s)));
        QVERIFY(waitFor(models.get()));
        QCOMPARE(statusOf(models.get()), 404);
        QCOMPARE(models->error(), QNetworkReply::ContentNotFoundError);
        QCOMPARE(models->header(QNetworkRequest::ContentTypeHeader).toString(), u"application/json"_s);
        const QJsonObject error = QJsonDocument::fromJson(models->readAll()).object()[u"error"_s].toObject();
        QVERIFY(error[u"message"_s].toString().contains(u"/v1/models"_s));

        const Reply wrongPost(network.post(chatRequest(server, u"/completions"_s), kChatBody));
        QVERIFY(waitFor(wrongPost.get()));
        QCOMPARE(statusOf(wrongPost.get()), 404);

        QCOMPARE(server.requests().size(), 2); // kept, with their paths
        QCOMPARE(server.requests()[0].path, QByteArray("/v1/models"));
        QCOMPARE(server.pendingReplies(), 1); // a 404 takes nothing from the script
    }

    void unscriptedRequestGetsTheDefault()
    {
        ChatServer server;
        QVERIFY(server.listen());
        QNetworkAccessManager network;
        const Reply unscripted(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(unscripted.get()));
        QCOMPARE(statusOf(unscripted.get()), 500);

        server.setDefault(ChatReply::status(400, R"({"error":{"message":"response_format is not supported"}})"));
        const Reply refused(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(refused.get()));
        QCOMPARE(statusOf(refused.get()), 400);
        QVERIFY(refused->readAll().contains("response_format is not supported"));
    }

    void closeWithoutAnswerFailsTheClient()
    {
        ChatServer server;
        QVERIFY(server.listen());
        // QNetworkAccessManager tries again when a connection closes before any answer: every try is closed.
        server.setDefault(ChatReply::closeWithoutAnswer());
        QNetworkAccessManager network;
        const Reply reply(network.post(chatRequest(server), kChatBody));
        QVERIFY(waitFor(reply.get()));
        QCOMPARE(reply->error(), QNetworkReply::RemoteHostClosedError);
        QVERIFY(!server.requests().isEmpty());
        qInfo("the client sent the request %lld time(s)", qlonglong(server.requests().size()));
    }
};

QTEST_GUILESS_MAIN(TestChatServer)
#include "tst_chatserver.moc"
