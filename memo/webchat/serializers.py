"""Validation of the web chat's JSON API (DRF serializers: the shapes the page sends and receives)."""

from __future__ import annotations

from rest_framework import serializers

from memo.conversations.services import InvalidPhone, normalise_phone


class PhoneField(serializers.CharField):
    """A phone number, normalised to E.164 like every user key (WhatsApp digits are accepted too)."""

    def to_internal_value(self, data: object) -> str:
        text = super().to_internal_value(data)
        try:
            return normalise_phone(text)
        except InvalidPhone as exc:
            raise serializers.ValidationError("not a phone number (use international format, e.g. +972501234567)") \
                from exc


class SendSerializer(serializers.Serializer):
    phone = PhoneField(max_length=32)
    text = serializers.CharField(max_length=4000, allow_blank=True, trim_whitespace=True)
    interactiveId = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")

    def validate(self, attrs: dict) -> dict:
        if not attrs["text"] and not attrs["interactiveId"]:
            raise serializers.ValidationError({"text": "empty message"})
        return attrs


class FeedQuerySerializer(serializers.Serializer):
    phone = PhoneField(max_length=32)
    after = serializers.IntegerField(min_value=0, required=False, allow_null=True, default=None)


class OptionSerializer(serializers.Serializer):
    id = serializers.CharField()
    label = serializers.CharField(allow_blank=True)


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    sender = serializers.CharField(source="from")
    text = serializers.CharField(allow_blank=True)
    kind = serializers.CharField()
    options = OptionSerializer(many=True)
    at = serializers.CharField()


class FeedSerializer(serializers.Serializer):
    phone = serializers.CharField()
    messages = ChatMessageSerializer(many=True)
    cursor = serializers.IntegerField()
    busy = serializers.BooleanField()
